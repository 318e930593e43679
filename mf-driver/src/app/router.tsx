import { RequireSession } from '@cerca/remote-kit';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const DriverDashboardPage = lazy(() => import('./routes/driver-dashboard'));
const DriverRegistrationPage = lazy(() => import('./routes/driver-registration'));

/** The routes this remote owns (DESIGN §2); any other path belongs to another remote or the shell. */
export const routes = (
  <>
    <Route
      path="/driver-dashboard"
      element={
        <RequireSession>
          <DriverDashboardPage />
        </RequireSession>
      }
    />
    <Route
      path="/driver-registration"
      element={
        <RequireSession>
          <DriverRegistrationPage />
        </RequireSession>
      }
    />
  </>
);
