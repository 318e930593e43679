import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RequireSession } from '../components/require-session';

const DriverDashboardPage = lazy(() => import('./routes/driver-dashboard'));
const DriverRegistrationPage = lazy(() => import('./routes/driver-registration'));

/** The routes this remote owns (DESIGN §2); any other path belongs to another remote or the shell. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
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
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
