import { ApiError } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetry } from '../src/query-client';

describe('shouldRetry', () => {
  it('never retries client errors', () => {
    expect(shouldRetry(0, new ApiError(403, 'forbidden', 'No tienes permiso'))).toBe(false);
  });
  it('retries server and network errors twice', () => {
    expect(shouldRetry(0, new ApiError(503, 'unavailable', 'x'))).toBe(true);
    expect(shouldRetry(1, new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetry(2, new TypeError('fetch failed'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('gives each remote its own cache with the shared defaults', () => {
    const client = createQueryClient();
    expect(client).not.toBe(createQueryClient());
    expect(client.getDefaultOptions().queries).toMatchObject({
      retry: shouldRetry,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    });
  });
});
