import messages from '../messages.json';

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
  /** Well-formed but refused input: GoTrue answers these 422 with the same error code. */
  unprocessable: (msg: string) => new GoTrueError(422, 'validation_failed', msg),
  invalidCredentials: () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: (msg = 'User is banned') => new GoTrueError(400, 'user_banned', msg),
  userAlreadyExists: () => new GoTrueError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered'),
  /** GoTrue joins the failed checks' messages with spaces and lists their reasons. */
  weakPassword: (failed: { reason: string; message: string }[]) =>
    new GoTrueError(422, 'weak_password', failed.map((check) => check.message).join(' '), {
      weak_password: { reasons: failed.map((check) => check.reason) },
    }),
  samePassword: () =>
    new GoTrueError(422, 'same_password', 'New password should be different from the old password.'),
  emailChangeNotAllowed: () =>
    new GoTrueError(422, 'email_change_not_allowed', 'Email address cannot be changed'),
  phoneDisabled: (msg: string) => new GoTrueError(422, 'phone_provider_disabled', msg),
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
  userHasDependents: () =>
    new GoTrueError(409, 'conflict', 'User cannot be deleted while other records depend on it'),
  refreshTokenNotFound: () =>
    new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  /** GoTrue's codes for a password change that needs proof of the person (update-own-user.ts). */
  reauthenticationNeeded: () =>
    new GoTrueError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new GoTrueError(400, 'reauthentication_not_valid', 'Reauthentication nonce has expired or is invalid'),
  currentPasswordMismatch: () =>
    new GoTrueError(400, 'current_password_mismatch', 'Current password is incorrect'),
  otpExpired: () => new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid'),
  overRequestRateLimit: () => new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  /**
   * Issue 22: the attempt limits cannot be checked (REDIS_URL does not answer), so sign-in, sign-up,
   * recovery and code checks are refused rather than let through unlimited. GoTrue has no such
   * error: auth-js treats any 503 as retryable and shows `msg`, hence the Spanish text.
   */
  limitsUnavailable: () => new GoTrueError(503, 'service_unavailable', messages.limitsUnavailable),
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
