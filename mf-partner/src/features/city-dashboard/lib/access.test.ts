import { ApiError } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import { cityAccess } from './access';

const ok = { status: 'success' as const, error: null };
const pending = { status: 'pending' as const, error: null };
const failed = (error: unknown) => ({ status: 'error' as const, error });

describe('cityAccess', () => {
  it('waits for the session, then sends visitors to sign in', () => {
    expect(cityAccess('loading', pending)).toBe('wait');
    expect(cityAccess('signed-out', pending)).toBe('sign-in');
  });
  it('waits for the partner service and lets allowed callers in', () => {
    expect(cityAccess('signed-in', pending)).toBe('wait');
    expect(cityAccess('signed-in', ok)).toBe('allow');
  });
  it('maps the service refusals', () => {
    expect(cityAccess('signed-in', failed(new ApiError(403, 'forbidden', 'No tienes permiso')))).toBe('deny');
    expect(cityAccess('signed-in', failed(new ApiError(404, 'city_not_found', 'Ciudad no encontrada')))).toBe(
      'not-found',
    );
    expect(cityAccess('signed-in', failed(new ApiError(400, 'validation_error', 'x')))).toBe('not-found');
    expect(cityAccess('signed-in', failed(new ApiError(401, 'unauthorized', 'x')))).toBe('sign-in');
  });
  it('treats anything else as a retryable error', () => {
    expect(cityAccess('signed-in', failed(new ApiError(503, 'unavailable', 'x')))).toBe('error');
    expect(cityAccess('signed-in', failed(new TypeError('fetch failed')))).toBe('error');
  });
});
