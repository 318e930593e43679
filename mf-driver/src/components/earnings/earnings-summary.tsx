import type { DeliveryRatingSummary, EarningsTotals } from '@cerca/contracts/driver-earnings';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { NS } from '../../lib/i18n';
import './earnings-texts';
import './earnings.css';

/** Today's and this week's deliveries, tips and cash, side by side, and the delivery rating. */
export function EarningsSummary({
  today,
  week,
  rating,
  testId,
}: {
  today: EarningsTotals;
  week: EarningsTotals;
  rating: DeliveryRatingSummary;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="mf-earnings" data-testid={testId}>
      <div className="mf-earnings__periods">
        <Period title={t('earnings.today')} totals={today} testId={`${testId}-today`} />
        <Period title={t('earnings.week')} totals={week} testId={`${testId}-week`} />
      </div>
      <p className="mf-earnings__rating" data-testid={`${testId}-rating`}>
        <span>{t('earnings.rating')}</span>
        <strong>
          {rating.average === null
            ? t('earnings.noRating')
            : t('earnings.ratingValue', { average: rating.average, count: rating.count })}
        </strong>
      </p>
    </div>
  );
}

function Period({ title, totals, testId }: { title: string; totals: EarningsTotals; testId: string }) {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-earnings__period" aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      <dl>
        <dt>{t('earnings.deliveriesLabel')}</dt>
        <dd data-testid={`${testId}-deliveries`}>{totals.deliveries}</dd>
        <dt>{t('earnings.tips')}</dt>
        <dd data-testid={`${testId}-tips`}>{formatMoney(totals.tips)}</dd>
        <dt>{t('earnings.cash')}</dt>
        <dd data-testid={`${testId}-cash`}>{formatMoney(totals.cash)}</dd>
      </dl>
    </section>
  );
}
