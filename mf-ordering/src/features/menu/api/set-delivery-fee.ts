import { deliveryFeeResponseSchema, type ManagedMenu } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedMenuKeys } from './get-managed-menu';

/** PUT /api/ordering/businesses/:id/delivery-fee — what every new order adds for delivery. */
export async function setDeliveryFee(businessId: string, deliveryFee: string) {
  return apiFetch(
    `/api/ordering/businesses/${encodeURIComponent(businessId)}/delivery-fee`,
    deliveryFeeResponseSchema,
    { method: 'PUT', body: JSON.stringify({ delivery_fee: deliveryFee }) },
  );
}

/** Saves the fee and writes the server's answer into the managed menu. */
export function useSetDeliveryFee(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryFee: string) => setDeliveryFee(businessId, deliveryFee),
    onSuccess: ({ delivery_fee }) =>
      queryClient.setQueryData<ManagedMenu>(managedMenuKeys.of(businessId), (menu) =>
        menu ? { ...menu, business: { ...menu.business, delivery_fee } } : menu,
      ),
  });
}
