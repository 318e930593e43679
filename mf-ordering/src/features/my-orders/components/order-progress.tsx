import type { MyOrder } from '@cerca/contracts/orders';
import { OrderProgressSteps } from '../../../components/order-progress/order-progress-steps';
import { useOrderProgress } from '../api/get-order-progress';

/**
 * The card's progress: fetched for orders not cancelled (a cancelled one has nothing to show). While
 * it loads or if it fails, the card's status chip still says where the order is, so it shows nothing.
 */
export function MyOrderProgress({ order, userId }: { order: MyOrder; userId: string }) {
  if (order.status === 'cancelled') return null;
  return <LoadedProgress orderId={order.id} userId={userId} />;
}

function LoadedProgress({ orderId, userId }: { orderId: string; userId: string }) {
  const progress = useOrderProgress(userId, orderId);
  return progress.data ? <OrderProgressSteps progress={progress.data} /> : null;
}
