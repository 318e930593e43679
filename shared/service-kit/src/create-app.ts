import type { Database } from '@cerca/db';
import { createDb } from '@cerca/db';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createAppRedis, waitForRedis } from './app-redis';
import { accessTokenIssuer, cacheVerifiedTokens, type TokenVerifier, verifierFromJwks } from './auth';
import { loadConfig, type ServiceConfig } from './config';
import { createContextPlugins } from './context-plugins';
import type { ServiceContext, ServiceDefinition } from './define-service';
import { installErrorHandling, type NotFoundHandler } from './error-handler';
import { createLiveSessions, type LiveSessions } from './live-sessions';
import { registerServiceDocs } from './openapi';
import { keepPersonalAnswersPrivate } from './private-answers';
import { registerProbes } from './probes';
import { securityHeaders } from './security-headers';
import { createSerializerCompiler } from './serializer';

export interface CreateServiceAppOptions {
  services: ServiceDefinition[];
  config?: ServiceConfig;
  /** Pass to share one pool (tests, the gateway); otherwise the kit opens and closes its own. */
  db?: Kysely<Database>;
  redis?: Redis;
  /** How access tokens are verified; defaults to the auth service's JWKS at config.jwksUrl. */
  verifyToken?: TokenVerifier;
  /**
   * Whether this app checks callers' tokens (default true). The gateway in proxy mode says no:
   * it serves no route that needs a caller, and the services behind it check the token anyway.
   */
  authenticate?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Runs on the root instance before services register (the gateway mounts static files here). */
  beforeServices?: (app: FastifyInstance, context: ServiceContext) => Promise<void>;
  /** Answers paths no route matched before the JSON 404 (the gateway serves the shell page). */
  onNotFound?: NotFoundHandler;
  /**
   * Context plugins made by the caller instead of the kit, by the name services use them under
   * (`{ storage }`, the gateway's shared `{ authKeys }`): given to every service that uses the
   * name, never closed by the app.
   */
  provide?: Record<string, unknown>;
}

/**
 * The Fastify app every service runs in, alone or several together behind the gateway:
 * external plugins first (helmet, rate limit, token verification), then each service's routes
 * under its prefix with its own probes and OpenAPI document.
 */
export async function createServiceApp(options: CreateServiceAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const ownDb = !options.db;
  const ownRedis = !options.redis;
  const db = options.db ?? createDb(config.databaseUrl, config.database);
  const redis = options.redis ?? createAppRedis(config);
  // Only this deployment's auth service vouches for callers: a token signed for another issuer
  // (another environment sharing keys, a copied token) is a visitor's.
  const issuer = accessTokenIssuer(config.publicUrl);
  const verifyToken = cacheVerifiedTokens(options.verifyToken ?? verifierFromJwks(config.jwksUrl, issuer));
  const context: ServiceContext = { config, db, redis, verifyToken };
  const plugins = createContextPlugins(context, options.provide);

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ validate: config.env !== 'production' }));
  installErrorHandling(app, options.onNotFound);

  securityHeaders(app);
  keepPersonalAnswersPrivate(app);
  // Limits fail open: while REDIS_URL does not answer, requests are not counted rather than
  // refused. The auth service's sign-in limits say otherwise for themselves (fail closed, 503).
  await app.register(rateLimit, { global: false, redis, nameSpace: 'rate-limit:', skipOnError: true });
  // Responses above 1 KB leave brotli- or gzip-compressed when the client accepts it; ones that
  // already carry a content-encoding (pre-compressed build assets, cached bodies) pass untouched.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.decorateRequest('user', null);
  if (options.authenticate !== false) {
    const liveSessions = createLiveSessions(redis, config.redisPrefix, app.log);
    app.addHook('onClose', () => liveSessions.close());
    authenticateCallers(app, verifyToken, issuer, liveSessions);
  }

  if (options.beforeServices) await options.beforeServices(app, context);
  // One line per failed reconnection (at most one a second), instead of ioredis' unhandled-error noise.
  if (ownRedis) redis.on('error', (error: Error) => app.log.warn({ err: error }, 'REDIS_URL connection'));
  // The first requests find their caches and limits, unless Redis is away (they go on without).
  if (ownRedis && !(await waitForRedis(redis)))
    app.log.warn('REDIS_URL is not reachable: starting without caches, and sign-in answers 503');

  for (const service of options.services) {
    await app.register(
      async (scoped) => {
        // Its plugins first: a plugin that cannot be made fails the start, before any route.
        const serviceContext = await plugins.contextOf(service, scoped.log);
        registerProbes(scoped, service, serviceContext);
        await registerServiceDocs(scoped, service);
        await service.routes(scoped, serviceContext);
      },
      { prefix: service.prefix },
    );
  }

  app.addHook('onClose', async () => {
    for (const service of options.services) await service.close?.();
    await plugins.close(app.log);
    if (ownDb) await db.destroy();
    if (ownRedis) redis.disconnect();
  });
  return app;
}

/**
 * An invalid or expired token, or one of a session that ended (signed out, banned, deleted),
 * makes the caller a visitor; routes that need a user answer 401 and the browser's session
 * client refreshes (or finds itself signed out).
 */
function authenticateCallers(
  app: FastifyInstance,
  verifyToken: TokenVerifier,
  issuer: string,
  liveSessions: LiveSessions,
): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const user = await verifyToken(header.slice(7), { issuer }).catch(() => null);
    request.user = user && !(await liveSessions.hasEnded(user.sessionId, request.log)) ? user : null;
  });
}

/** Standalone entry used by each service's server.ts: build, listen, stop cleanly on SIGTERM. */
export async function startServices(options: CreateServiceAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = await createServiceApp({ ...options, config });
  await app.listen({ host: config.host, port: config.port });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      drainConnections(app);
      void app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  return app;
}

/** How often a stopping server closes the connections that have gone idle. */
const DRAIN_SWEEP_MS = 100;
/** How long requests still running at a stop may take before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * close() closes the keep-alive connections idle at that moment, then waits for the rest. A
 * connection whose request was still running goes idle only afterwards, and a proxy in front
 * (the gateway in split mode, a load balancer) keeps it open: the process would wait out the
 * keep-alive timeout (72 s) before it exits. So while stopping, idle connections are closed as
 * they appear, and whatever is left after the grace period is cut.
 */
export function drainConnections(app: FastifyInstance): void {
  const sweep = setInterval(() => app.server.closeIdleConnections(), DRAIN_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  // The process exits once close() resolves; neither timer may keep it alive on its own.
  sweep.unref();
  cut.unref();
}
