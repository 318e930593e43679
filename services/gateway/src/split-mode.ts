import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { registerServiceProxies, upstreamReadiness } from './proxy';
import { readServiceDeclarations } from './service-declarations';

const SERVICES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** GATEWAY_MODE=proxy: the services run apart (`npm run start:split`, deploy/) and the gateway forwards. */
export function isProxyMode(env: Record<string, string | undefined>): boolean {
  return env.GATEWAY_MODE === 'proxy';
}

/**
 * The gateway's part in split mode: each declared route prefix proxied to its service, and
 * /ready reporting every upstream's ready probe. /ready answers 200 whatever they say: it is
 * for people and dashboards, and a gateway that stays in rotation is what keeps the other
 * services' pages working while one is down.
 */
export async function registerSplitMode(
  app: FastifyInstance,
  env: Record<string, string | undefined>,
  servicesDir = SERVICES_DIR,
): Promise<void> {
  const services = readServiceDeclarations(servicesDir).filter((service) => service.routes.length > 0);
  await registerServiceProxies(app, { services, env });
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const upstreams = await upstreamReadiness(services, env);
    reply.header('cache-control', 'no-store');
    return {
      status: upstreams.every((upstream) => upstream.ready) ? 'ready' : 'degraded',
      service: 'gateway',
      upstreams,
    };
  });
}
