import { declaredRoutes, type RoutePages } from '@cerca/remote-kit';
import { lazy } from 'react';
import remote from '../../remote.json';

/** A page for each route of remote.json (paths and access rules live there). */
const pages: RoutePages<typeof remote> = {
  '/become-partner': lazy(() => import('./routes/become-partner')),
  '/partner-login': lazy(() => import('./routes/partner-login')),
  '/dashboard/city/:cityId': lazy(() => import('./routes/city-dashboard')),
  '/dashboard/city/:cityId/content': lazy(() => import('./routes/city-content')),
  '/dashboard/city/:cityId/drivers': lazy(() => import('./routes/city-drivers')),
};

export const routes = declaredRoutes(remote, pages);
