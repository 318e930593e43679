import { MyOrders } from '../../features/my-orders/components/my-orders';
import '../../features/my-orders/texts';

/** /my-orders (session required, remote.json): the customer's orders, live. */
export default function MyOrdersPage() {
  return <MyOrders />;
}
