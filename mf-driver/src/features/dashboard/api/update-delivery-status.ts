import {
  type DeliveryOrder,
  type DriverOrderStatus,
  deliveryStatusResponseSchema,
} from '@cerca/contracts/deliveries';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { earningsKeys } from './earnings-keys';
import { deliveriesKeys } from './list-deliveries';

interface DeliveryStep {
  /** The driver_orders id. */
  deliveryId: string;
  status: DriverOrderStatus;
}

/** POST /api/driver/deliveries/:id/status — the next step of this driver's delivery. */
async function updateDeliveryStatus({ deliveryId, status }: DeliveryStep): Promise<DeliveryOrder> {
  const path = `/api/driver/deliveries/${encodeURIComponent(deliveryId)}/status`;
  const body = JSON.stringify({ status });
  return (await apiFetch(path, deliveryStatusResponseSchema, { method: 'POST', body })).order;
}

export function useUpdateDeliveryStatus(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryStatus,
    // A filter may now exclude the order (active → completed): refetch every list, and the earnings.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: earningsKeys.of(userId) });
      return queryClient.invalidateQueries({ queryKey: deliveriesKeys.of(userId) });
    },
  });
}
