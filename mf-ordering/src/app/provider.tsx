import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { queryClient } from '../lib/query-client';
import { AppErrorBoundary } from './error-boundary';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary onReset={() => queryClient.resetQueries()}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </AppErrorBoundary>
    </QueryClientProvider>
  );
}
