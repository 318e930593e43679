import { BrowserRouter } from '@cerca/router';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { PageLoader } from './components/page-loader';
import { RemoteErrorBoundary } from './error-boundary';

interface RemoteProviderProps {
  name: string;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything a remote's pages rely on: its query cache, a boundary whose 'Reintentar' resets
 * the cache and re-renders in place, a loader while lazy pages arrive, and the router.
 */
export function RemoteProvider({ name, queryClient, children }: RemoteProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteErrorBoundary name={name} onReset={() => queryClient.resetQueries()}>
        <Suspense fallback={<PageLoader />}>
          <BrowserRouter>{children}</BrowserRouter>
        </Suspense>
      </RemoteErrorBoundary>
    </QueryClientProvider>
  );
}
