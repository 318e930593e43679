import { ApiError } from '@cerca/session';
import { QueryClient } from '@tanstack/react-query';

/** 4xx answers are final (permission, not found, validation): retrying only delays the message. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** One cache per remote, created once and kept across mounts so coming back to a page is instant. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
