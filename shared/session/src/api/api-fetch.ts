import { i18n } from '@cerca/i18n';
import type { output, ZodMiniType } from 'zod/mini';
import { currentAccessToken } from '../auth-client';
import { serverTransport } from './server-transport';

/**
 * A failed call to one of our services: HTTP status (0 when the server could not be reached),
 * stable code and a Spanish message for people.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The browser's one map of error codes that say nothing about the request itself: no network, an
 * answer we could not read, and the service kit's generic refusals (an unknown route, a malformed
 * request, a server error). Every other code names what went wrong (a plan limit, a photo too
 * large, a name taken), and its Spanish message is worth showing.
 */
const GENERIC_CODES: ReadonlySet<string> = new Set([
  'network_error',
  'unknown_error',
  'invalid_response',
  'internal_error',
  'not_found',
  'bad_request',
  'validation_error',
]);

/**
 * The server's own Spanish message when it refused the request for a reason of its own (a 4xx
 * with a specific code), else null: for an unreachable server, a 5xx, an answer the contract does
 * not match or a generic refusal, a page shows its own text.
 */
export function refusalMessage(error: unknown): string | null {
  const refused =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !GENERIC_CODES.has(error.code) &&
    error.message !== '';
  return refused ? error.message : null;
}

const commonText = (key: string) => i18n.t(key, { ns: 'common' });

/** The services' error body ({ code, message }); GoTrue's uses `msg` / `error_code`. */
export function errorFrom(status: number, body: unknown): ApiError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return new ApiError(
    status,
    text(fields.code) ?? text(fields.error_code) ?? 'unknown_error',
    text(fields.message) ?? text(fields.msg) ?? commonText('errors.unexpected'),
  );
}

/**
 * A contract's schema, or a loader of it. Code that runs on every first visit (the shell and the
 * session it provides) passes a loader (`() => import('@cerca/contracts/me').then(...)`): the
 * schema, and zod with it, then download with the first request that needs them, in parallel
 * with it, and a visitor who requests nothing never downloads them.
 */
export type SchemaSource<S extends ZodMiniType> = S | (() => Promise<S>);

/**
 * The browser's one API client: fetch against our own origin with the session's bearer token,
 * the answer validated by the contracts' schema and returned typed. Every failure is an
 * ApiError: the server's own Spanish message, or a Spanish text for an unreachable server
 * (`errors.network`) or an answer that does not match the contract (`errors.unexpected`).
 */
export async function apiFetch<S extends ZodMiniType>(
  path: string,
  schemaSource: SchemaSource<S>,
  init: RequestInit = {},
): Promise<output<S>> {
  // Started before the request, so a lazy schema downloads while the server answers.
  const schemaReady = Promise.resolve(typeof schemaSource === 'function' ? schemaSource() : schemaSource);
  // Settled here too: a failed request must not leave a rejected, unobserved schema load behind.
  schemaReady.catch(() => {});
  // On the server a page is rendered as a visitor sees it: no token, the gateway's own transport.
  const transport = serverTransport();
  const token = transport ? null : await currentAccessToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body && !(init.body instanceof FormData) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }

  let response: Response;
  try {
    response = await (transport ?? fetch)(path, { ...init, headers });
  } catch {
    throw new ApiError(0, 'network_error', commonText('errors.network'));
  }
  const unreadable = Symbol('unreadable');
  const body: unknown =
    response.status === 204 ? null : await response.json().catch((): unknown => unreadable);
  if (!response.ok) throw errorFrom(response.status, body === unreadable ? null : body);

  let schema: S;
  try {
    schema = await schemaReady;
  } catch {
    // The schema's chunk did not download: the same as an unreachable server for the person.
    throw new ApiError(0, 'network_error', commonText('errors.network'));
  }
  const parsed = body === unreadable ? null : schema.safeParse(body);
  if (!parsed?.success) {
    throw new ApiError(response.status, 'invalid_response', commonText('errors.unexpected'));
  }
  return parsed.data;
}
