import { isDatabaseBusy } from '@cerca/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from './errors';
import messages from './messages.json';

/** Lets the gateway answer unknown page paths with the shell; returns true when it answered. */
export type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> | boolean;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Seconds a client waits before retrying after 503 database_busy: a saturated pool drains in about that. */
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

function body(statusCode: number, code: string, message: string, details?: unknown) {
  return {
    statusCode,
    code,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(details ? { details } : {}),
  };
}

/**
 * One error shape for every service: { statusCode, code, error, message } with a Spanish
 * message. 5xx details are logged, never sent.
 */
export function installErrorHandling(app: FastifyInstance, onNotFound?: NotFoundHandler): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.code, error.message, error.details));
    }
    if (isDatabaseBusy(error)) {
      // Every pooled connection is taken and the wait ran out (or too many already wait): come
      // back in a moment rather than queue here. Logged as a warning; alerts watch the rate.
      request.log.warn({ err: error }, 'database busy');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_SECONDS))
        .send(body(503, 'database_busy', messages.databaseBusy));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath,
        code: issue.keyword,
      }));
      return reply.status(400).send(body(400, 'validation_error', messages.validationError, details));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body(429, 'rate_limited', messages.rateLimited));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send(body(413, 'payload_too_large', messages.payloadTooLarge));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(body(415, 'unsupported_media_type', messages.unsupportedMediaType));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(body(400, 'invalid_json', messages.invalidJson));
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.code?.toLowerCase() ?? 'bad_request', messages.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'internal_error', messages.internalError));
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (onNotFound && (await onNotFound(request, reply))) return reply;
    return reply.status(404).send(body(404, 'not_found', messages.notFound));
  });
}
