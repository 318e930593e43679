import { orderStatusResponseSchema, type PanelOrderStatus } from '@cerca/contracts/orders-panel';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersPanelKeys } from './get-business-orders';

/** POST /api/ordering/orders/:id/status — 'Marcar como …' (the server allows only the next one). */
export async function updateOrderStatus(orderId: string, status: PanelOrderStatus) {
  return apiFetch(`/api/ordering/orders/${encodeURIComponent(orderId)}/status`, orderStatusResponseSchema, {
    method: 'POST',
    body: JSON.stringify({ status }),
  });
}

export function useUpdateOrderStatus(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: PanelOrderStatus }) =>
      updateOrderStatus(orderId, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersPanelKeys.business(businessId) }),
  });
}
