import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ProfilePage = lazy(() => import('./routes/profile'));
const DashboardPage = lazy(() => import('./routes/dashboard'));
const OrdersPage = lazy(() => import('./routes/orders'));
const MyOrdersPage = lazy(() => import('./routes/my-orders'));
const MessagesPage = lazy(() => import('./routes/messages'));
const SubscriptionSuccessPage = lazy(() => import('./routes/subscription-success'));
const SubscriptionCanceledPage = lazy(() => import('./routes/subscription-canceled'));

/** The routes this remote owns (DESIGN §2); any other path belongs to another remote or the shell. */
export const routes = (
  <>
    <Route path="/profile" element={<ProfilePage />} />
    <Route path="/dashboard" element={<DashboardPage />} />
    <Route path="/orders" element={<OrdersPage />} />
    <Route path="/my-orders" element={<MyOrdersPage />} />
    <Route path="/messages" element={<MessagesPage />} />
    <Route path="/subscription/success" element={<SubscriptionSuccessPage />} />
    <Route path="/subscription/canceled" element={<SubscriptionCanceledPage />} />
  </>
);
