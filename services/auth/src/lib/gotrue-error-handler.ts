import { AppError } from '@cerca/service-kit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { GoTrueError, gotrue } from './gotrue-error';

/**
 * Replaces the kit's Spanish error shape inside the auth service's encapsulated context only.
 *
 * Response API version: GoTrue answers `{ code: <error_code>, message }` when the request says
 * X-Supabase-Api-Version >= 2024-01-01 and echoes the header. We always answer the initial
 * version's shape (the one Cerca's contract fixes) and never echo the header, so auth-js takes
 * the error code from `error_code`, which it does for responses without that header.
 */
export function installGoTrueErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toGoTrueError(error);
    if (known.status >= 500) request.log.error({ err: error }, 'auth service error');
    return reply.status(known.status).send(known.toBody());
  });
  app.setNotFoundHandler((_request, reply) => {
    const error = new GoTrueError(404, 'not_found', 'Not Found');
    return reply.status(404).send(error.toBody());
  });
}

function toGoTrueError(error: FastifyError): GoTrueError {
  if (error instanceof GoTrueError) return error;
  if (error instanceof AppError) {
    return new GoTrueError(error.statusCode, error.code, error.message);
  }
  if (error.validation) {
    const first = error.validation[0];
    // The field and zod's issue code, never the library's own wording.
    const where = first ? `${first.instancePath || 'body'} is invalid (${first.keyword})` : 'invalid request';
    return new GoTrueError(400, 'validation_failed', `Could not read request: ${where}`);
  }
  if (error.statusCode === 429) return gotrue.overRequestRateLimit();
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new GoTrueError(415, 'validation_failed', 'Unsupported content type');
  }
  if (error.statusCode === 413) return new GoTrueError(413, 'request_too_large', 'Request body too large');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new GoTrueError(error.statusCode, 'validation_failed', 'Bad request');
  }
  return gotrue.unexpected();
}
