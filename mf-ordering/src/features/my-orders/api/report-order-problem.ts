import {
  ORDER_HELP_PHOTO_FIELD,
  type OrderHelpFields,
  type OrderHelpReport,
  orderHelpReportResponseSchema,
} from '@cerca/contracts/order-help';
import { uploadForm } from '@cerca/session/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myOrdersKeys } from './list-my-orders';

export interface ProblemReport {
  orderId: string;
  fields: OrderHelpFields;
  photo: File | null;
  onProgress: (percent: number) => void;
}

/**
 * POST /api/ordering/me/orders/:id/help-reports (multipart) with upload progress: a photo from a
 * phone can take a while on mobile data.
 */
export async function reportOrderProblem({
  orderId,
  fields,
  photo,
  onProgress,
}: ProblemReport): Promise<OrderHelpReport> {
  const form = new FormData();
  form.set('reason', fields.reason);
  if (fields.note) form.set('note', fields.note);
  if (photo) form.set(ORDER_HELP_PHOTO_FIELD, photo);
  const answer = await uploadForm(
    `/api/ordering/me/orders/${encodeURIComponent(orderId)}/help-reports`,
    form,
    orderHelpReportResponseSchema,
    { onProgress },
  );
  return answer.report;
}

export function useReportOrderProblem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportOrderProblem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKeys.of(userId) }),
  });
}
