import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ContextPlugins, ContextWith, ServiceDefinition } from './define-service';

/**
 * /health says the process answers; /ready says it can do its work (the database and the
 * service's own checks), so a load balancer only sends traffic to ready instances. REDIS_URL is
 * reported but not required: it holds caches, limits and presence, and without it reads go on
 * from Postgres, so taking every instance out of the balancer would turn a cache outage into a
 * full one. Services that cannot work without Redis (realtime, jobs) check it in `readiness`.
 */
export function registerProbes(
  app: FastifyInstance,
  service: ServiceDefinition,
  context: ContextWith<ContextPlugins>,
): void {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', service: service.name }));

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const checks: Record<string, 'ok' | 'failed'> = {};
    const run = async (name: string, check: () => Promise<unknown>) => {
      try {
        await withTimeout(check(), 2_000);
        checks[name] = 'ok';
      } catch {
        checks[name] = 'failed';
      }
    };
    await Promise.all([
      run('database', () => sql`select 1`.execute(context.db)),
      run('redis', () => context.redis.ping()),
      ...(service.readiness ? [run('service', () => service.readiness!(context))] : []),
    ]);
    const ready = Object.entries(checks).every(([name, value]) => name === 'redis' || value === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not_ready', service: service.name, checks });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
