import {
  acceptOrderResponseSchema,
  type DeliveryOrder,
  type OfferedOrder,
} from '@cerca/contracts/deliveries';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withoutOrder } from '../lib/delivery-view';
import { availableOrdersKeys } from './list-available-orders';
import { deliveriesKeys } from './list-deliveries';

/** POST /api/driver/orders/:id/accept — 409 order_not_available when another driver won. */
async function acceptOrder(orderId: string): Promise<DeliveryOrder> {
  const path = `/api/driver/orders/${encodeURIComponent(orderId)}/accept`;
  return (await apiFetch(path, acceptOrderResponseSchema, { method: 'POST' })).order;
}

/** Won or lost, the order leaves the available list; a win shows up in Mis Pedidos. */
export function useAcceptOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrder,
    onSettled: (_order, _error, orderId) => {
      queryClient.setQueryData<OfferedOrder[]>(availableOrdersKeys.of(userId), (orders) =>
        orders ? withoutOrder(orders, orderId) : orders,
      );
      void queryClient.invalidateQueries({ queryKey: deliveriesKeys.of(userId) });
    },
  });
}
