import { type LateTip, lateTipResponseSchema, type TipChoice } from '@cerca/contracts/tips';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myOrdersKeys } from './list-my-orders';

/** POST /api/ordering/me/orders/:id/late-tip — "Agregar propina" after delivery, on the saved card. */
export async function addLateTip(orderId: string, tip: TipChoice): Promise<LateTip> {
  const { late_tip } = await apiFetch(
    `/api/ordering/me/orders/${encodeURIComponent(orderId)}/late-tip`,
    lateTipResponseSchema,
    { method: 'POST', body: JSON.stringify({ tip }) },
  );
  return late_tip;
}

export function useAddLateTip(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, tip }: { orderId: string; tip: TipChoice }) => addLateTip(orderId, tip),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKeys.of(userId) }),
  });
}
