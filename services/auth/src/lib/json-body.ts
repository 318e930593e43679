import type { FastifyInstance } from 'fastify';

/**
 * auth-js sends `Content-Type: application/json` with no body on some calls (POST /logout), which
 * Fastify's own parser refuses; GoTrue accepts it. Inside the auth context an empty JSON body is
 * read as "no body". `__proto__` keys are dropped, as Fastify's secure parser does.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value) => (key === '__proto__' ? undefined : value)),
      );
    } catch {
      const error = Object.assign(new Error('Could not parse request body as JSON'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
    }
  });
}
