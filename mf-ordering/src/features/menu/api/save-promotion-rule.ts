import {
  type OwnerPromotions,
  type PromotionRuleBody,
  promotionRuleResponseSchema,
} from '@cerca/contracts/promotion-rule-editor';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionKeys, promotionsPath } from './get-promotions';

/** PUT /api/ordering/businesses/:id/promotions/:promotionId/rule — sets the automatic discount. */
export async function savePromotionRule(businessId: string, promotionId: string, rule: PromotionRuleBody) {
  return apiFetch(
    `${promotionsPath(businessId)}/${encodeURIComponent(promotionId)}/rule`,
    promotionRuleResponseSchema,
    { method: 'PUT', body: JSON.stringify(rule) },
  );
}

/** Saves the rule and writes the server's answer (the rule as stored) into the list. */
export function useSavePromotionRule(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotionId, rule }: { promotionId: string; rule: PromotionRuleBody }) =>
      savePromotionRule(businessId, promotionId, rule),
    onSuccess: ({ promotion }) =>
      queryClient.setQueryData<OwnerPromotions>(promotionKeys.of(businessId), (list) =>
        list
          ? { promotions: list.promotions.map((row) => (row.id === promotion.id ? promotion : row)) }
          : list,
      ),
  });
}
