import { Route, Routes } from '@cerca/router';
import { type Place, ServerPlaceContext } from '@cerca/session';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { RemoteProvider } from './provider';

export interface RemoteAppProps {
  rootClass: string;
  name: string;
  queryClient: QueryClient;
  routes: ReactNode;
  /** The place the server rendered the page for (hydration must draw the same first). */
  serverPlace: Place;
  /** BrowserRouter in a browser; the server render passes a router fixed at the request's URL. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/**
 * A remote's whole tree, the same in a browser and in a server render, so that hydration finds
 * exactly the markup the server sent.
 */
export function RemoteApp({ rootClass, name, queryClient, routes, serverPlace, Router }: RemoteAppProps) {
  return (
    <div className={rootClass}>
      <ServerPlaceContext.Provider value={serverPlace}>
        <RemoteProvider name={name} queryClient={queryClient} Router={Router}>
          <Routes>
            {routes}
            {/* Paths of other remotes and of the shell: render nothing, quietly. */}
            <Route path="*" element={null} />
          </Routes>
        </RemoteProvider>
      </ServerPlaceContext.Provider>
    </div>
  );
}
