import messages from './messages.json';

/**
 * An error meant for the caller: HTTP status, a stable machine code and a Spanish message a
 * person can read. Anything else that escapes a handler is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * Which field failed and how: a JSON pointer and zod's issue code ("too_small", "invalid_type"…).
 * Never the library's English wording: the Spanish `message` of the error says what to do.
 */
export interface FieldIssue {
  path: string;
  code: string;
}

/** Field issues of a zod error, for an AppError's details. */
export function fieldIssues(issues: readonly { path: readonly PropertyKey[]; code: string }[]): FieldIssue[] {
  return issues.map((issue) => ({ path: `/${issue.path.map(String).join('/')}`, code: issue.code }));
}

export const errors = {
  badRequest: (code: string, message: string, details?: unknown) => new AppError(400, code, message, details),
  unauthorized: (message = messages.unauthorized) => new AppError(401, 'unauthorized', message),
  forbidden: (message = messages.forbidden) => new AppError(403, 'forbidden', message),
  notFound: (code = 'not_found', message = messages.notFound) => new AppError(404, code, message),
  conflict: (code: string, message: string) => new AppError(409, code, message),
  unprocessable: (code: string, message: string) => new AppError(422, code, message),
  tooManyRequests: (message = messages.rateLimited) => new AppError(429, 'rate_limited', message),
};
