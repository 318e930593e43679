import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AdminPage = lazy(() => import('./routes/admin'));

/** The routes this remote owns (DESIGN §2); any other path belongs to another remote or the shell. */
export const routes = <Route path="/admin" element={<AdminPage />} />;
