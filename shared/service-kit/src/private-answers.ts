import type { FastifyInstance } from 'fastify';

/** What a browser, proxy or CDN may keep of an answer that depends on who asked: nothing. */
export const PRIVATE_ANSWER_CACHE_CONTROL = 'private, no-store';

/**
 * Every answer to a request that carried credentials (an Authorization header, or a caller the
 * app authenticated) says `Cache-Control: private, no-store`, unless its route chose its own
 * header: a shared cache must never hand one person's orders, messages or account to the next,
 * and the browser must not keep them on disk after sign-out. Visitors' public reads keep whatever
 * their routes say (the catalogue's public max-age, storage's immutable files). The gateway in
 * proxy mode runs this too: an upstream's own header is already on the reply and wins.
 */
export function keepPersonalAnswersPrivate(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && (request.headers.authorization !== undefined || request.user)) {
      reply.header('cache-control', PRIVATE_ANSWER_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
