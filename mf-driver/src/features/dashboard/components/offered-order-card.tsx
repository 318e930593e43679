import type { OfferedOrder } from '@cerca/contracts/deliveries';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { type ReactNode, useId } from 'react';
import { NS } from '../../../lib/i18n';
import { OrderCardFrame } from './order-card-frame';

/**
 * An order offered to the zone (DESIGN §10, issue 21): the business to pick it up from, the area,
 * how many items and the cash to collect. The customer's details come once the driver accepts it
 * (DeliveryCard in Mis Pedidos). `children` are the card's actions.
 */
export function OfferedOrderCard({
  order,
  testId,
  children,
}: {
  order: OfferedOrder;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const area = order.area.colonia
    ? t('dashboard.offered.areaColonia', { colonia: order.area.colonia, city: order.area.city })
    : order.area.city;
  return (
    <OrderCardFrame id={id} order={order} testId={testId} actions={children}>
      <dl className="mf-order__route">
        <dt>{t('dashboard.order.pickUpAt')}</dt>
        <dd>{order.business.address}</dd>
        <dt>{t('dashboard.offered.area')}</dt>
        <dd data-testid="offered-area">{area}</dd>
        <dt>{t('dashboard.order.items')}</dt>
        <dd data-testid="offered-items">{t('dashboard.offered.items', { count: order.items_count })}</dd>
      </dl>
      <p className="mf-order__total">
        <span>{t('dashboard.offered.collect')}</span>
        <strong data-testid="offered-collect">{formatMoney(order.total_amount)}</strong>
      </p>
      <p className="mf-muted mf-small">{t('dashboard.offered.detailsAfterAccept')}</p>
    </OrderCardFrame>
  );
}
