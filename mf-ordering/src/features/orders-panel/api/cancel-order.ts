import type { BusinessCancelBody } from '@cerca/contracts/orders';
import { orderStatusResponseSchema } from '@cerca/contracts/orders-panel';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersPanelKeys } from './get-business-orders';

/** POST /api/ordering/orders/:id/cancel — "Rechazar" while pending, "Cancelar pedido" later. */
export function cancelOrder(orderId: string, body: BusinessCancelBody) {
  return apiFetch(`/api/ordering/orders/${encodeURIComponent(orderId)}/cancel`, orderStatusResponseSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useCancelOrder(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: BusinessCancelBody }) =>
      cancelOrder(orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersPanelKeys.business(businessId) }),
  });
}
