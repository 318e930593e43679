import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** HSTS, sent over https only (see securityHeaders). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with `options`, read once. Helmet's answer never depends on the request
 * (without a content-security policy there is no nonce), so running it per request, as
 * @fastify/helmet does by building the whole middleware chain again each time, only costs: it was
 * about 5 % of a cached read's time (issue 24).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  // The middleware reads nothing of the request and writes only headers on the response.
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Helmet's headers on every answer, computed once, and HSTS over https. The API answers JSON only:
 * the gateway sets the page's own content-security policy.
 */
export function securityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Sent below, over https only: over plain http the header means nothing to browsers and,
    // on localhost, pins a developer's other local sites to https for a year.
    strictTransportSecurity: false,
  });
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') {
      reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    done();
  });
}
