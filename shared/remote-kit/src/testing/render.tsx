import { MemoryRouter, Route, Routes, useLocation } from '@cerca/router';
import { Toasts } from '@cerca/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type queries, type RenderResult, render } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

export interface RenderOptions {
  /** The URL the page is at (path, query and hash). */
  path?: string;
  /** The route pattern the element is mounted under, for its params, e.g. '/orders/:orderId'. */
  route?: string;
  /** A cache filled beforehand; by default a fresh one that never retries (errors show at once). */
  queryClient?: QueryClient;
  /** For fake timers: `{ advanceTimers: vi.advanceTimersByTime }`. */
  user?: Parameters<typeof userEvent.setup>[0];
}

export interface Rendered extends RenderResult {
  /** A person at the keyboard and pointer (Testing Library's user-event). */
  user: UserEvent;
  queryClient: QueryClient;
  /** Where the router is now (path, query and hash): to see where a link or a button took the person. */
  location(): string;
}

/** A query cache as a remote's, without retries and refetches that would only slow a test. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

interface ProvidersProps {
  queryClient: QueryClient;
  path: string;
  route: string | undefined;
  where: { current: string };
  children: ReactNode;
}

function LocationProbe({ where }: { where: { current: string } }) {
  const location = useLocation();
  where.current = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

function TestProviders({ queryClient, path, route, where, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe where={where} />
        {route ? (
          <Routes>
            <Route path={route} element={children} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>
  );
}

/**
 * Renders a component as a remote mounts it in the page: its query cache, a router at `path`, the
 * es-MX texts (registered by the project's setup) and the page's toasts, which the shell shows.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const { path = '/', route, queryClient = testQueryClient(), user } = options;
  const where = { current: path };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient} path={path} route={route} where={where}>
      {children}
    </TestProviders>
  );
  return {
    ...render<typeof queries>(ui, { wrapper }),
    user: userEvent.setup(user),
    queryClient,
    location: () => where.current,
  };
}
