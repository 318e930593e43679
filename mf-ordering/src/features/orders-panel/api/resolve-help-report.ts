import { helpReportEntryResponseSchema } from '@cerca/contracts/order-help';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessPath } from './get-business-orders';
import { helpReportsKeys } from './list-help-reports';

/** POST /api/ordering/businesses/:id/help-reports/:reportId/resolve — "Marcar como resuelto". */
export function resolveHelpReport(businessId: string, reportId: string) {
  return apiFetch(
    `${businessPath(businessId)}/help-reports/${encodeURIComponent(reportId)}/resolve`,
    helpReportEntryResponseSchema,
    { method: 'POST' },
  );
}

export function useResolveHelpReport(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => resolveHelpReport(businessId, reportId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: helpReportsKeys.of(businessId) }),
  });
}
