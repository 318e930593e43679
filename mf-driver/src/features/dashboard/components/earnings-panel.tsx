import { formatMoney, useTranslation } from '@cerca/i18n';
import { ErrorState, Spinner } from '@cerca/ui';
import { EarningsSummary } from '../../../components/earnings/earnings-summary';
import { NS } from '../../../lib/i18n';
import { useEarnings } from '../api/get-earnings';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** "1:25 p.m." on the city's clocks. */
function timeIn(value: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short', timeZone });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(value));
}

/**
 * "Tus ganancias": today's and this week's deliveries, tips and cash collected, the delivery
 * rating, and today's deliveries. Loaded when the driver opens it (the dashboard's first load
 * stays within its budget); a delivery finished meanwhile refreshes it (the caller invalidates).
 */
export default function EarningsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const earnings = useEarnings(userId);
  if (earnings.isPending) return <Spinner />;
  if (earnings.isError)
    return (
      <ErrorState
        title={t('earnings.loadError')}
        description={earnings.error.message}
        onRetry={() => earnings.refetch()}
        retrying={earnings.isFetching}
      />
    );
  const { today, week, rating, today_deliveries: deliveries, time_zone: timeZone } = earnings.data;
  return (
    <div className="mf-earnings" data-testid="driver-earnings-panel">
      <p className="mf-muted mf-small">{t('earnings.hint')}</p>
      <EarningsSummary today={today} week={week} rating={rating} testId="driver-earnings" />
      <h3>{t('earnings.todayList')}</h3>
      {deliveries.length === 0 ? (
        <p className="mf-muted">{t('earnings.todayEmpty')}</p>
      ) : (
        <ul className="mf-earnings__today" data-testid="driver-earnings-today-list">
          {deliveries.map((delivery) => (
            <li key={delivery.order_id}>
              <span>
                {t('earnings.deliveryLine', {
                  time: timeIn(delivery.delivered_at, timeZone),
                  business: delivery.business_name,
                })}
              </span>
              <span className="mf-muted mf-small">
                {t('earnings.deliveryAmounts', {
                  total: formatMoney(delivery.total_amount),
                  tip: formatMoney(delivery.tip_amount),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
