import { lazy } from 'react';
import { Route } from 'react-router-dom';

const BecomePartnerPage = lazy(() => import('./routes/become-partner'));
const PartnerLoginPage = lazy(() => import('./routes/partner-login'));
const CityDashboardPage = lazy(() => import('./routes/city-dashboard'));
const CityContentPage = lazy(() => import('./routes/city-content'));
const CityDriversPage = lazy(() => import('./routes/city-drivers'));

/** The routes this remote owns (DESIGN §2); any other path belongs to another remote or the shell. */
export const routes = (
  <>
    <Route path="/become-partner" element={<BecomePartnerPage />} />
    <Route path="/partner-login" element={<PartnerLoginPage />} />
    <Route path="/dashboard/city/:cityId" element={<CityDashboardPage />} />
    <Route path="/dashboard/city/:cityId/content" element={<CityContentPage />} />
    <Route path="/dashboard/city/:cityId/drivers" element={<CityDriversPage />} />
  </>
);
