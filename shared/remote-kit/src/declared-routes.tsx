import { Route } from '@cerca/router';
import type { ComponentType, ReactNode } from 'react';
import { RequireSession } from './components/require-session';

/** The shape of a remote's remote.json as TypeScript reads it (route keys stay literal). */
export interface RouteDeclarations {
  routes: Record<string, { access: string }>;
}

/** One page component for every route the remote declares, and no other: the type checker says so. */
export type RoutePages<D extends RouteDeclarations> = { [Path in keyof D['routes']]: ComponentType };

/**
 * The remote's <Route> elements from its remote.json. Every route but a public one needs a
 * session (signed-out visitors go to /profile); a role route's page gate then asks the server
 * whether this person may see it, since only the server knows (a partner runs one city).
 */
export function declaredRoutes<D extends RouteDeclarations>(declaration: D, pages: RoutePages<D>): ReactNode {
  return Object.entries(declaration.routes).map(([path, { access }]) => {
    const Page: ComponentType = pages[path as keyof D['routes']];
    const page = <Page />;
    return (
      <Route
        key={path}
        path={path}
        element={access === 'public' ? page : <RequireSession>{page}</RequireSession>}
      />
    );
  });
}
