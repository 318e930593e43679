import { type OwnerPromotions, promotionRuleDeletedSchema } from '@cerca/contracts/promotion-rule-editor';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionKeys, promotionsPath } from './get-promotions';

/** DELETE /api/ordering/businesses/:id/promotions/:promotionId/rule — "Quitar" the automatic discount. */
export async function deletePromotionRule(businessId: string, promotionId: string): Promise<null> {
  return apiFetch(
    `${promotionsPath(businessId)}/${encodeURIComponent(promotionId)}/rule`,
    promotionRuleDeletedSchema,
    { method: 'DELETE' },
  );
}

/** Removes the rule; the promotion stays in the list, without a discount. */
export function useDeletePromotionRule(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promotionId: string) => deletePromotionRule(businessId, promotionId),
    onSuccess: (_, promotionId) =>
      queryClient.setQueryData<OwnerPromotions>(promotionKeys.of(businessId), (list) =>
        list
          ? {
              promotions: list.promotions.map((row) =>
                row.id === promotionId ? { ...row, rule: null, item_name: null } : row,
              ),
            }
          : list,
      ),
  });
}
