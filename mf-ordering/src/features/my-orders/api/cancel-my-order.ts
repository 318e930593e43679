import type { CustomerCancelBody } from '@cerca/contracts/orders';
import { orderStatusResponseSchema } from '@cerca/contracts/orders-panel';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myOrdersKeys } from './list-my-orders';

/** POST /api/ordering/me/orders/:id/cancel — "Cancelar pedido", while it is pending. */
export function cancelMyOrder(orderId: string, body: CustomerCancelBody) {
  return apiFetch(
    `/api/ordering/me/orders/${encodeURIComponent(orderId)}/cancel`,
    orderStatusResponseSchema,
    {
      method: 'POST',
      body: JSON.stringify(body),
    },
  );
}

export function useCancelMyOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: CustomerCancelBody }) =>
      cancelMyOrder(orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKeys.of(userId) }),
  });
}
