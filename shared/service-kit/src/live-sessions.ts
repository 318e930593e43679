import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisIsReady, subscriberBeside } from './app-redis';
import {
  checkSession,
  onSessionsRevokedHere,
  type SessionRevokedMessage,
  sessionRevokedChannel,
} from './revocation';

/**
 * How long this process takes a session it found live at its word, without asking Redis again,
 * unless it hears the session end first. Also the bound of a missed message while connected.
 */
export const LIVE_SESSION_TRUST_MS = 5_000;
const MAX_TRUSTED = 20_000;

/** sessionHasEnded with a memory of the sessions found live (see createLiveSessions). */
export interface LiveSessions {
  hasEnded(sessionId: string | null, log: FastifyBaseLogger): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Every signed-in request asks whether its session ended (revocation.ts): one Redis round trip
 * each, the largest cost of a cached signed-in read. A session found live is trusted for
 * LIVE_SESSION_TRUST_MS instead, and forgotten the moment the session-revoked channel names it:
 * revokeSessions marks and publishes in one MULTI, so every process hears a sign-out or a ban as
 * it happens, as the realtime sockets do (and the process that ended it, before its answer).
 *
 * Nothing is trusted while the subscription is not in place (before it starts, while Redis is
 * away, until it is renewed after a reconnection): a message could be missed then, and every
 * check asks Redis as before. Not remembered either: a check Redis did not answer (it failed
 * open), or one whose answer was in flight while any end was heard, since it may predate that
 * end. What is left (an end published in the instant a renewed subscription takes effect) is
 * bounded by LIVE_SESSION_TRUST_MS.
 */
export function createLiveSessions(redis: Redis, redisPrefix: string, log: FastifyBaseLogger): LiveSessions {
  const channel = sessionRevokedChannel(redisPrefix);
  const subscriber = subscriberBeside(redis);
  /** Session id → until when it is trusted (ms since the epoch). */
  const trusted = new Map<string, number>();
  let listening = false;
  /** Counts the ends heard, so a check can tell whether one came while it waited. */
  let endsHeard = 0;

  const stopTrusting = () => {
    listening = false;
    trusted.clear();
  };
  const forget = (sessionIds: readonly string[]) => {
    endsHeard++;
    for (const sessionId of sessionIds) trusted.delete(sessionId);
  };
  // Ends made by this process are heard at once; the others' through the channel.
  const stopHearingHere = onSessionsRevokedHere(forget);
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    try {
      forget((JSON.parse(raw) as SessionRevokedMessage).sessionIds);
    } catch (error) {
      endsHeard++;
      // Unreadable: which session ended is unknown, so none is trusted any longer.
      trusted.clear();
      log.warn({ err: error }, 'unreadable session-revoked message');
    }
  });
  subscriber.on('close', stopTrusting);
  subscriber.on('reconnecting', stopTrusting);
  // ioredis renews the subscription when it reconnects, as it becomes ready.
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    listening = subscribedOnce;
  });
  subscriber.on('error', (error: Error) => log.debug({ err: error }, 'session-revoked subscriber'));
  let closed = false;
  subscriber.subscribe(channel).then(
    () => {
      subscribedOnce = true;
      listening = redisIsReady(subscriber);
    },
    (error: unknown) => {
      if (!closed) log.warn({ err: error }, 'could not subscribe to ended sessions');
    },
  );

  return {
    async hasEnded(sessionId, requestLog) {
      if (!sessionId) return false;
      const until = trusted.get(sessionId);
      if (until !== undefined) {
        if (listening && Date.now() < until) return false;
        trusted.delete(sessionId);
      }
      const heardBefore = endsHeard;
      const { ended, answered } = await checkSession(redis, sessionId, requestLog);
      if (answered && !ended && listening && endsHeard === heardBefore) {
        // Insertion order is age order: drop the oldest beyond the cap.
        if (trusted.size >= MAX_TRUSTED) trusted.delete(trusted.keys().next().value as string);
        trusted.set(sessionId, Date.now() + LIVE_SESSION_TRUST_MS);
      }
      return ended;
    },
    async close() {
      closed = true;
      stopHearingHere();
      stopTrusting();
      // Not awaited: while Redis is away the subscription never completes, and the app must stop.
      subscriber.disconnect();
    },
  };
}
