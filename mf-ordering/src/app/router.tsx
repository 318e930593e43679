import { declaredRoutes, type RoutePages } from '@cerca/remote-kit';
import { lazy } from 'react';
import remote from '../../remote.json';

/** A page for each route of remote.json (paths and access rules live there). */
const pages: RoutePages<typeof remote> = {
  '/profile': lazy(() => import('./routes/profile')),
  '/dashboard': lazy(() => import('./routes/dashboard')),
  '/orders': lazy(() => import('./routes/orders')),
  '/menu-manager': lazy(() => import('./routes/menu-manager')),
  '/my-orders': lazy(() => import('./routes/my-orders')),
  '/messages': lazy(() => import('./routes/messages')),
  '/subscription/success': lazy(() => import('./routes/subscription-success')),
  '/subscription/canceled': lazy(() => import('./routes/subscription-canceled')),
  '/subscription/checkout': lazy(() => import('./routes/subscription-checkout')),
};

export const routes = declaredRoutes(remote, pages);
