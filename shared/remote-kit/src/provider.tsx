import { BrowserRouter } from '@cerca/router';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { PageLoader } from './components/page-loader';
import { RemoteErrorBoundary } from './error-boundary';

interface RemoteProviderProps {
  name: string;
  queryClient: QueryClient;
  children: ReactNode;
  /** BrowserRouter unless given (a server render fixes the router at the request's URL). */
  Router?: ComponentType<{ children: ReactNode }>;
}

/**
 * Everything a remote's pages rely on: its query cache, a boundary whose 'Reintentar' resets
 * the cache and re-renders in place, a loader while lazy pages arrive, and the router.
 */
export function RemoteProvider({ name, queryClient, children, Router = BrowserRouter }: RemoteProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteErrorBoundary name={name} onReset={() => queryClient.resetQueries()}>
        <Suspense fallback={<PageLoader />}>
          <Router>{children}</Router>
        </Suspense>
      </RemoteErrorBoundary>
    </QueryClientProvider>
  );
}
