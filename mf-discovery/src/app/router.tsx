import { declaredRoutes, type RoutePages } from '@cerca/remote-kit';
import { lazy } from 'react';
import remote from '../../remote.json';
import type { PlaceholderPage } from './routes/coming-soon-page';

const HomePage = lazy(() => import('./routes/home'));
const CategoryPage = lazy(() => import('./routes/category'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon-page'));
const EventsPage = lazy(() => import('./routes/events'));
const SearchPage = lazy(() => import('./routes/search'));
const BusinessPage = lazy(() => import('./routes/business'));
const PostPage = lazy(() => import('./routes/post'));
const AddBusinessPage = lazy(() => import('./routes/add-business'));
const EditBusinessPage = lazy(() => import('./routes/edit-business'));

const soon = (page: PlaceholderPage) => () => <ComingSoonPage page={page} />;

/** A page for each route of remote.json (paths and access rules live there). */
const pages: RoutePages<typeof remote> = {
  '/': HomePage,
  '/category/:category': CategoryPage,
  '/businesses': SearchPage,
  '/businesses/:id': BusinessPage,
  '/businesses/:id/edit': EditBusinessPage,
  '/add-business': AddBusinessPage,
  '/favorites': soon('favorites'),
  '/followed': soon('followed'),
  '/events': EventsPage,
  '/world': soon('world'),
  '/post/:postId': PostPage,
  '/profile/:id': soon('publicProfile'),
};

export const routes = declaredRoutes(remote, pages);
