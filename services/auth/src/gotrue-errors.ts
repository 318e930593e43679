import { AppError } from '@cerca/service-kit';
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * An error in GoTrue's wire format: `{ code: <status>, error_code, msg }` with GoTrue's English
 * message, so @supabase/auth-js recognises it (AuthApiError.code = error_code) and the browser
 * maps error_code / msg to its Spanish texts.
 */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra top-level fields, e.g. weak_password: { reasons }. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'GoTrueError';
  }

  toBody() {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const gotrue = {
  validation: (msg: string) => new GoTrueError(400, 'validation_failed', msg),
  invalidCredentials: () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: (msg = 'User is banned') => new GoTrueError(400, 'user_banned', msg),
  userAlreadyExists: () => new GoTrueError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: (minLength: number) =>
    new GoTrueError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  noAuthorization: () =>
    new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  userNotFoundInJwt: () =>
    new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => new GoTrueError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new GoTrueError(404, 'user_not_found', 'User not found'),
  refreshTokenNotFound: () =>
    new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid'),
  overRequestRateLimit: () => new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  overEmailSendRateLimit: (seconds: number) =>
    new GoTrueError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  unexpected: () =>
    new GoTrueError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    ),
};

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
    const where = first ? `${first.instancePath || 'body'} ${first.message ?? ''}`.trim() : 'invalid request';
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
