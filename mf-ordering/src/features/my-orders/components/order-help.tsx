import type { MyOrder } from '@cerca/contracts/orders';
import { useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { useEffect, useMemo, useState } from 'react';
import { helpReasonKey, helpStatusKey } from '../../../components/help-reports/order-help-text';
import { NS } from '../../../lib/i18n';
import { useOrderProgress } from '../api/get-order-progress';
import { useReportOrderProblem } from '../api/report-order-problem';
import { isLiveOrder, nextHelpChange, reportableReasons } from '../lib/order-help';
import { OrderHelpDialog } from './order-help-dialog';

/** What the customer reported on the order and its state: "Llegó frío · Reporte enviado" / "· Resuelto". */
export function OrderHelpReports({ order }: { order: Pick<MyOrder, 'help_reports'> }) {
  const { t } = useTranslation(NS);
  if (order.help_reports.length === 0) return null;
  return (
    <ul
      className="mf-plain-list mf-order-help-reports"
      aria-label={t('orderHelp.sentLabel')}
      data-testid="my-order-help-reports"
    >
      {order.help_reports.map((report) => (
        <li key={report.id} data-status={report.status}>
          {t('orderHelp.line', {
            reason: t(helpReasonKey(report.reason)),
            status: t(helpStatusKey(report.status)),
          })}
        </li>
      ))}
    </ul>
  );
}

/** The time, renewed when what the order offers changes by itself (it becomes late, a window ends). */
function useHelpClock(order: Parameters<typeof nextHelpChange>[0]): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const delay = nextHelpChange(order, now);
    if (delay === null) return;
    const timer = setTimeout(() => setNow(new Date()), delay);
    return () => clearTimeout(timer);
  }, [order, now]);
  return now;
}

/** "Ayuda con mi pedido" on a delivered or late order with a problem still to report, and its dialog. */
export function OrderHelpAction({ order, userId }: { order: MyOrder; userId: string }) {
  const { t } = useTranslation(NS);
  // A live order is late once past its arrival window: the progress the card already shows (the
  // same query, so no second request) says when; until it has loaded, no button.
  const live = isLiveOrder(order);
  const progress = useOrderProgress(userId, order.id, live);
  const arrivalTo = progress.data?.arrival?.to ?? null;
  const facts = useMemo(() => ({ ...order, arrival_to: arrivalTo }), [order, arrivalTo]);
  const now = useHelpClock(facts);
  const [open, setOpen] = useState(false);
  const report = useReportOrderProblem(userId);
  const reasons = live && !progress.data ? [] : reportableReasons(facts, now);
  if (reasons.length === 0 && !open) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="my-order-help">
        {t('orderHelp.action')}
      </Button>
      {open ? (
        <OrderHelpDialog
          reasons={reasons}
          onClose={() => setOpen(false)}
          onSubmit={async (submission) => {
            // The promise, not mutate's callbacks: the refetch may replace this card first.
            await report.mutateAsync({ orderId: order.id, ...submission });
            setOpen(false);
            toast.success(t('orderHelp.sent'));
          }}
        />
      ) : null}
    </>
  );
}
