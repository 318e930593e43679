import type { HelpReportEntry } from '@cerca/contracts/order-help';
import { useTranslation } from '@cerca/i18n';
import { toast } from '@cerca/ui';
import { useId } from 'react';
import { HelpReportList } from '../../../components/help-reports/help-report-list';
import { NS } from '../../../lib/i18n';
import { useHelpReports } from '../api/list-help-reports';
import { useResolveHelpReport } from '../api/resolve-help-report';
import { failureText } from '../lib/orders-panel';

/** "Reportes de clientes": the problems customers reported ("Ayuda con mi pedido"), to resolve. */
export function HelpReportsSection({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const reports = useHelpReports(businessId);
  const resolve = useResolveHelpReport(businessId);
  const onResolve = (report: HelpReportEntry) =>
    // The promise, not mutate's callbacks: the refetch may replace the row first.
    resolve.mutateAsync(report.id).then(
      () => toast.success(t('orderHelp.reports.resolved')),
      (error: unknown) => toast.error(failureText(error, t('orderHelp.reports.resolveError'))),
    );
  return (
    <section className="mf-stack" aria-labelledby={headingId} data-testid="orders-help-reports">
      <h2 id={headingId} className="mf-orders-heading">
        {t('orderHelp.reports.heading')}
      </h2>
      <HelpReportList
        reports={reports}
        onResolve={onResolve}
        resolvingId={resolve.isPending ? (resolve.variables ?? null) : null}
      />
    </section>
  );
}
