import type { ServiceDeclaration } from '@cerca/contracts';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import messages from './messages.json';
import { upstreamUrl } from './service-declarations';

/** The answer for any route of a service that does not answer (stopped, starting, crashed). */
export const SERVICE_UNAVAILABLE = {
  statusCode: 503,
  code: 'service_unavailable',
  error: 'Service Unavailable',
  message: messages.serviceUnavailable,
} as const;

/**
 * A stopped service refuses the connection at once; one that hangs gets this long to accept it.
 * Kept short so a page shows its error state quickly instead of waiting on a dead upstream.
 */
const CONNECT_TIMEOUT_MS = 2_000;
/** Longest wait for an answer (realtime takes websocket only, so no long-polling GET is held open). */
const ANSWER_TIMEOUT_MS = 60_000;

export interface ServiceProxiesOptions {
  services: ServiceDeclaration[];
  env: Record<string, string | undefined>;
}

/**
 * Split mode (`npm run start:split`, GATEWAY_MODE=proxy): every route prefix a service declares is
 * forwarded to that service's own process, websockets included, on the same origin as in-process.
 * The gateway keeps no state about a service: one that stops answers 503 until it is back, and
 * then answers again without the gateway restarting.
 */
export async function registerServiceProxies(
  app: FastifyInstance,
  { services, env }: ServiceProxiesOptions,
): Promise<void> {
  for (const service of services) {
    const upstream = upstreamUrl(service, env);
    // Not in @fastify/http-proxy's types, though it reads it: the headers of the upstream
    // websocket's handshake (by default it passes only the cookie).
    const wsClientOptions = {
      headers: {},
      rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => ({
        ...headers,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...forwardedHeaders(request),
      }),
    };
    for (const prefix of service.routes) {
      await app.register(httpProxy, {
        upstream,
        prefix,
        rewritePrefix: prefix,
        ...(service.websocket ? { websocket: true as const, wsClientOptions } : {}),
        // Fastify already logs each request once; reply-from would add two lines per request.
        disableRequestLogging: true,
        undici: {
          connectTimeout: CONNECT_TIMEOUT_MS,
          headersTimeout: ANSWER_TIMEOUT_MS,
          bodyTimeout: ANSWER_TIMEOUT_MS,
        },
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardedHeaders(request) }),
          onError: (reply) => {
            reply.code(503).header('cache-control', 'no-store').send(SERVICE_UNAVAILABLE);
          },
          // reply-from retries a GET its upstream answered 503 (up to ten times): a service that
          // says it is not ready must say so to the page at once.
          retryDelay: () => null,
        },
      });
    }
  }
}

/**
 * Who the client is, as the gateway sees it. X-Forwarded-For is replaced, not appended to: the
 * services trust the gateway (TRUST_PROXY=loopback locally), so a chain a client wrote itself
 * must not reach them, and request.ip already honours the gateway's own TRUST_PROXY.
 */
function forwardedHeaders(request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>): Record<string, string> {
  return {
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

export interface UpstreamReadiness {
  name: string;
  url: string;
  ready: boolean;
  status: number | null;
}

/** Each service's ready probe, asked at once with a short timeout: the gateway's /ready report. */
export async function upstreamReadiness(
  services: ServiceDeclaration[],
  env: Record<string, string | undefined>,
): Promise<UpstreamReadiness[]> {
  return Promise.all(
    services.map(async (service) => {
      const url = upstreamUrl(service, env);
      try {
        const response = await fetch(`${url}${service.probes.ready}`, { signal: AbortSignal.timeout(2_500) });
        await response.body?.cancel();
        return { name: service.name, url, ready: response.ok, status: response.status };
      } catch {
        return { name: service.name, url, ready: false, status: null };
      }
    }),
  );
}
