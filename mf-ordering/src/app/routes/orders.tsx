import { Navigate, useSearchParams } from '@cerca/router';
import { OrdersPanel } from '../../features/orders-panel/components/orders-panel';
import '../../features/orders-panel/texts';

/**
 * /orders?businessId=… (session required, remote.json: no signed-in user goes to /profile): the
 * orders panel 'Pedidos y Ventas'. No businessId → /profile?tab=my_businesses.
 */
export default function OrdersPage() {
  const [params] = useSearchParams();
  const businessId = params.get('businessId');
  if (!businessId) return <Navigate to="/profile?tab=my_businesses" replace />;
  return <OrdersPanel key={businessId} businessId={businessId} />;
}
