import type { HelpReportEntry, HelpReportsPage } from '@cerca/contracts/order-help';
import { formatDateTime, formatRelativeTime, useTranslation } from '@cerca/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { NS } from '../../lib/i18n';
import { helpReasonKey } from './order-help-text';
import './help-report-list.css';

/** As the panel shows an order: its first 8 characters, upper case. */
const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * The customers' reports ("Ayuda con mi pedido"), newest first, with loading, empty and error
 * states and "Ver más reportes": the orders panel (with "Marcar como resuelto", `onResolve`) and
 * the city dashboard (read only, each with its business) show the same list.
 */
export function HelpReportList({
  reports,
  onResolve,
  resolvingId,
  showBusiness = false,
}: {
  reports: UseInfiniteQueryResult<InfiniteData<HelpReportsPage>>;
  onResolve?: (report: HelpReportEntry) => void;
  resolvingId?: string | null;
  showBusiness?: boolean;
}) {
  const { t } = useTranslation(NS);
  if (reports.isPending) return <Spinner />;
  if (reports.isError)
    return (
      <ErrorState
        title={t('orderHelp.reports.loadError')}
        onRetry={() => reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  const list = reports.data.pages.flatMap((page) => page.reports);
  if (list.length === 0)
    return <EmptyState title={t('orderHelp.reports.empty')} description={t('orderHelp.reports.emptyHint')} />;
  return (
    <>
      <ul className="mf-help-reports" data-testid="help-reports" aria-busy={reports.isFetching}>
        {list.map((report) => (
          <HelpReportRow
            key={report.id}
            report={report}
            showBusiness={showBusiness}
            onResolve={onResolve}
            resolving={resolvingId === report.id}
          />
        ))}
      </ul>
      {reports.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => reports.fetchNextPage()}
          disabled={reports.isFetchingNextPage}
        >
          {t('orderHelp.reports.more')}
        </Button>
      ) : null}
    </>
  );
}

function HelpReportRow({
  report,
  showBusiness,
  onResolve,
  resolving,
}: {
  report: HelpReportEntry;
  showBusiness: boolean;
  onResolve: ((report: HelpReportEntry) => void) | undefined;
  resolving: boolean;
}) {
  const { t } = useTranslation(NS);
  const id = orderNumber(report.order_id);
  return (
    <li
      className="mf-help-report"
      data-testid="help-report"
      data-report-id={report.id}
      data-status={report.status}
    >
      <div className="mf-help-report__top">
        <strong className="mf-help-report__reason">{t(helpReasonKey(report.reason))}</strong>
        <span className={`mf-help-report__status mf-help-report__status--${report.status}`}>
          {t(`orderHelp.reports.status.${report.status}`)}
        </span>
      </div>
      <p className="mf-muted mf-small mf-help-report__meta">
        {showBusiness ? `${report.business.name} · ` : ''}
        {t('orderHelp.reports.order', { id })} ·{' '}
        {report.customer_name
          ? t('orderHelp.reports.customer', { name: report.customer_name })
          : t('orderHelp.reports.formerCustomer')}{' '}
        ·{' '}
        <time dateTime={report.created_at} title={formatDateTime(report.created_at)}>
          {formatRelativeTime(report.created_at)}
        </time>
      </p>
      {report.note ? <q className="mf-help-report__note">{report.note}</q> : null}
      {report.photo_url ? (
        <a className="mf-help-report__photo" href={report.photo_url} target="_blank" rel="noreferrer">
          <img
            src={report.photo_url}
            alt={t('orderHelp.reports.photoAlt', { id })}
            width={96}
            height={96}
            loading="lazy"
          />
        </a>
      ) : null}
      {onResolve && report.status === 'open' ? (
        <div className="mf-help-report__actions">
          <Button
            size="sm"
            variant="secondary"
            loading={resolving}
            onClick={() => onResolve(report)}
            data-testid="help-report-resolve"
          >
            {t('orderHelp.reports.resolve')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
