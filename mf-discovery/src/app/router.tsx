import { RequireSession } from '@cerca/remote-kit';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const HomePage = lazy(() => import('./routes/home'));
const CategoryPage = lazy(() => import('./routes/category'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon-page'));
const EventsPage = lazy(() => import('./routes/events'));

/** The routes this remote owns (DESIGN §2); any other path belongs to another remote or the shell. */
export const routes = (
  <>
    <Route path="/" element={<HomePage />} />
    <Route path="/category/:category" element={<CategoryPage />} />
    <Route path="/businesses" element={<ComingSoonPage page="businesses" />} />
    <Route path="/businesses/:id" element={<ComingSoonPage page="business" />} />
    <Route
      path="/businesses/:id/edit"
      element={
        <RequireSession>
          <ComingSoonPage page="editBusiness" />
        </RequireSession>
      }
    />
    <Route
      path="/add-business"
      element={
        <RequireSession>
          <ComingSoonPage page="addBusiness" />
        </RequireSession>
      }
    />
    <Route
      path="/favorites"
      element={
        <RequireSession>
          <ComingSoonPage page="favorites" />
        </RequireSession>
      }
    />
    <Route path="/followed" element={<ComingSoonPage page="followed" />} />
    <Route path="/events" element={<EventsPage />} />
    <Route path="/world" element={<ComingSoonPage page="world" />} />
    <Route path="/post/:postId" element={<ComingSoonPage page="post" />} />
    <Route path="/profile/:id" element={<ComingSoonPage page="publicProfile" />} />
  </>
);
