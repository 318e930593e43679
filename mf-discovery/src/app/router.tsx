import { declaredRoutes, type RoutePages } from '@cerca/remote-kit';
import { lazy } from 'react';
import remote from '../../remote.json';

const HomePage = lazy(() => import('./routes/home'));
const CategoryPage = lazy(() => import('./routes/category'));
const EventsPage = lazy(() => import('./routes/events'));
const SearchPage = lazy(() => import('./routes/search'));
const BusinessPage = lazy(() => import('./routes/business'));
const PostPage = lazy(() => import('./routes/post'));
const AddBusinessPage = lazy(() => import('./routes/add-business'));
const FavoritesPage = lazy(() => import('./routes/favorites'));
const FollowedPage = lazy(() => import('./routes/followed'));
const EditBusinessPage = lazy(() => import('./routes/edit-business'));
const PublicProfilePage = lazy(() => import('./routes/public-profile'));
const WorldPage = lazy(() => import('./routes/world'));

/** A page for each route of remote.json (paths and access rules live there). */
const pages: RoutePages<typeof remote> = {
  '/': HomePage,
  '/category/:category': CategoryPage,
  '/businesses': SearchPage,
  '/businesses/:id': BusinessPage,
  '/businesses/:id/edit': EditBusinessPage,
  '/add-business': AddBusinessPage,
  '/favorites': FavoritesPage,
  '/followed': FollowedPage,
  '/events': EventsPage,
  '/world': WorldPage,
  '/post/:postId': PostPage,
  '/profile/:id': PublicProfilePage,
};

export const routes = declaredRoutes(remote, pages);
