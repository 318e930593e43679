import { declaredRoutes, type RoutePages } from '@cerca/remote-kit';
import { lazy } from 'react';
import remote from '../../remote.json';

/** A page for each route of remote.json (paths and access rules live there). */
const pages: RoutePages<typeof remote> = {
  '/driver-dashboard': lazy(() => import('./routes/driver-dashboard')),
  '/driver-registration': lazy(() => import('./routes/driver-registration')),
};

export const routes = declaredRoutes(remote, pages);
