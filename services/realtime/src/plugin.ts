import {
  accessTokenIssuer,
  defineService,
  type ServiceDefinition,
  type TokenVerifier,
  verifierFromJwks,
} from '@cerca/service-kit';
import type { PresenceOptions } from './presence';
import { attachRealtime, type RealtimeServer } from './socket-server';

// Publishing lives in @cerca/queues so every service and worker can use it without importing a service.
export { createRealtimeEmitter, REALTIME_EVENTS, realtimeKey, rooms } from '@cerca/queues';
export { type ClientToServerEvents, HEARTBEAT_MS, type JoinAck, REALTIME_PATH } from './socket-server';

export interface RealtimeServiceOptions {
  /**
   * How access tokens are checked; give it the verifier the app uses (the gateway passes the
   * auth service's). Defaults to the auth service's JWKS at config.jwksUrl.
   */
  verifyToken?: TokenVerifier;
  /** Presence timings; tests shorten them to see a crashed node's claims lapse. */
  presence?: PresenceOptions;
}

/**
 * The realtime service: socket.io at /realtime on the same HTTP server as every other service,
 * with its probes and docs under /realtime-status.
 */
export function createRealtimeService(options: RealtimeServiceOptions = {}): ServiceDefinition {
  let realtime: RealtimeServer | null = null;
  return defineService({
    name: 'realtime',
    prefix: '/realtime-status',
    description:
      'Tiempo real: socket.io en /realtime con el token de acceso; salas por usuario, negocio y zona de repartidores.',
    async routes(app, { db, config, redis }) {
      realtime = attachRealtime({
        httpServer: app.server,
        db,
        redis,
        redisUrl: config.redisUrl,
        redisPrefix: config.redisPrefix,
        verifyToken: options.verifyToken ?? verifierFromJwks(config.jwksUrl),
        issuer: accessTokenIssuer(config.publicUrl),
        logger: app.log,
        ...(options.presence ? { presence: options.presence } : {}),
      });
      // Before the HTTP server closes: open websockets would otherwise keep it waiting.
      app.addHook('preClose', async () => {
        await realtime?.close();
      });
    },
    async readiness() {
      // Right after start the adapter's clients may still be connecting: give them a moment.
      for (let waited = 0; !realtime?.isReady(); waited += 50) {
        if (waited >= 1_500) throw new Error('realtime redis adapter not connected');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await realtime?.close();
      realtime = null;
    },
  });
}

export const realtimeService = createRealtimeService();
