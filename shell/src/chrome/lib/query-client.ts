import { ApiError } from '@cerca/session';
import { QueryClient } from '@tanstack/react-query';

/** The chrome's server state: user summary, countries, cities. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network errors and 5xx get one more try.
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
