import { orderStatusResponseSchema } from '@cerca/contracts/orders-panel';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersPanelKeys } from './get-business-orders';

/** POST /api/ordering/orders/:id/assign-driver — 'Asignar Repartidor'. */
export async function assignDriver(orderId: string, driverId: string) {
  return apiFetch(
    `/api/ordering/orders/${encodeURIComponent(orderId)}/assign-driver`,
    orderStatusResponseSchema,
    {
      method: 'POST',
      body: JSON.stringify({ driver_id: driverId }),
    },
  );
}

export function useAssignDriver(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, driverId }: { orderId: string; driverId: string }) =>
      assignDriver(orderId, driverId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersPanelKeys.business(businessId) }),
  });
}
