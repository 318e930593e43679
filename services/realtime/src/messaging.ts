import type { Database } from '@cerca/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** At most one typing relay per socket this often; the indicator lasts 2 s anyway. */
export const TYPING_RELAY_INTERVAL_MS = 500;
/** People whose account type one socket remembers (typing goes to a handful of people). */
const MAX_CACHED_TYPES = 100;

export interface TypingEvent {
  from: string;
  to: string;
}

type UserType = 'user' | 'business';

/**
 * The typing relay of one signed-in socket (issue 12): `{ to }` from the client becomes
 * `{ from: <this socket's user>, to }` in the other person's room, at most once per
 * TYPING_RELAY_INTERVAL_MS, and only between people who may message each other (never two
 * personal accounts). Account types are read once per person and kept with the socket.
 */
export function typingRelay(
  db: Kysely<Database>,
  userId: string,
  relay: (to: string, event: TypingEvent) => void,
  logger: FastifyBaseLogger,
) {
  const types = new Map<string, Promise<UserType | null>>();
  let lastRelayAt = 0;

  function typeOf(id: string): Promise<UserType | null> {
    let type = types.get(id);
    if (!type) {
      if (types.size >= MAX_CACHED_TYPES) types.clear();
      type = db
        .selectFrom('profiles')
        .select('user_type')
        .where('id', '=', id)
        .executeTakeFirst()
        .then((row) => row?.user_type ?? null);
      types.set(id, type);
    }
    return type;
  }

  return async (payload: unknown): Promise<void> => {
    const to = (payload as { to?: unknown } | null)?.to;
    if (typeof to !== 'string' || !UUID.test(to)) return;
    const other = to.toLowerCase();
    if (other === userId) return;
    const now = Date.now();
    if (now - lastRelayAt < TYPING_RELAY_INTERVAL_MS) return;
    lastRelayAt = now;
    try {
      const [mine, theirs] = await Promise.all([typeOf(userId), typeOf(other)]);
      if (!mine || !theirs || (mine === 'user' && theirs === 'user')) return;
      relay(other, { from: userId, to: other });
    } catch (error) {
      // A failed read is not remembered: the next keystroke asks again.
      types.delete(other);
      types.delete(userId);
      logger.warn({ err: error }, 'typing not relayed');
    }
  };
}
