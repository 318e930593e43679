import { accessTokenIssuer, type ContextPlugin, defineService } from '@cerca/service-kit';
import type { PresenceOptions } from './presence';
import { attachRealtime, type RealtimeServer } from './socket-server';

// Publishing lives in @cerca/queues so every service and worker can use it without importing a service.
export { createRealtimeEmitter, REALTIME_EVENTS, realtimeKey, rooms } from '@cerca/queues';
export { type ClientToServerEvents, HEARTBEAT_MS, type JoinAck, REALTIME_PATH } from './socket-server';

/** This app's socket server, once its routes attached it to the HTTP server. */
interface RealtimeNode {
  server: RealtimeServer | null;
}

/**
 * What the realtime service takes on its context: its socket server (one per app, closed with
 * it) and the presence timings (the defaults; tests provide shorter ones as `presence`).
 */
const realtimePlugins = {
  node: {
    create: (): RealtimeNode => ({ server: null }),
    async close(node) {
      await node.server?.close();
      node.server = null;
    },
  } satisfies ContextPlugin<RealtimeNode>,
  presence: { create: (): PresenceOptions => ({}) } satisfies ContextPlugin<PresenceOptions>,
};

/**
 * The realtime service: socket.io at /realtime on the same HTTP server as every other service,
 * with its probes and docs under /realtime-status. Sockets' tokens are checked with the app's own
 * verifier (the gateway's is the auth service's key store).
 */
export const realtimeService = defineService({
  name: 'realtime',
  prefix: '/realtime-status',
  description:
    'Tiempo real: socket.io en /realtime con el token de acceso; salas por usuario, negocio y zona de repartidores.',
  uses: realtimePlugins,
  async routes(app, { db, config, redis, verifyToken, node, presence }) {
    const realtime = attachRealtime({
      httpServer: app.server,
      db,
      redis,
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      verifyToken,
      issuer: accessTokenIssuer(config.publicUrl),
      logger: app.log,
      presence,
    });
    node.server = realtime;
    // Before the HTTP server closes: open websockets would otherwise keep it waiting.
    app.addHook('preClose', async () => {
      await realtime.close();
    });
  },
  async readiness({ node }) {
    // Right after start the adapter's clients may still be connecting: give them a moment.
    for (let waited = 0; !node.server?.isReady(); waited += 50) {
      if (waited >= 1_500) throw new Error('realtime redis adapter not connected');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
});
