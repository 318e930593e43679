import type { DeliveryOrder } from '@cerca/contracts/deliveries';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { buttonClassName } from '@cerca/ui';
import { type ReactNode, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { driverStatusLabelKey, mapsSearchUrl } from '../lib/delivery-view';
import { OrderCardFrame } from './order-card-frame';

/**
 * One order as a driver sees it: where to pick it up and take it, the total, and (expanded) the
 * business, the customer and the items. `children` are the card's actions.
 */
export function DeliveryCard({
  order,
  testId,
  children,
}: {
  order: DeliveryOrder;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <OrderCardFrame
      id={id}
      order={order}
      testId={testId}
      chip={
        order.driver_order ? (
          <span className="mf-chip" data-status={order.driver_order.status} data-testid="delivery-status">
            {t(driverStatusLabelKey(order.driver_order.status))}
          </span>
        ) : null
      }
      actions={children}
    >
      <dl className="mf-order__route">
        <dt>{t('dashboard.order.pickUpAt')}</dt>
        <dd>{order.business.address}</dd>
        <dt>{t('dashboard.order.deliverTo')}</dt>
        <dd data-testid="delivery-address">{order.delivery_address}</dd>
      </dl>
      {order.delivery_notes ? (
        <p className="mf-small">{t('dashboard.order.notes', { notes: order.delivery_notes })}</p>
      ) : null}
      <p className="mf-order__total">
        <span>{t('dashboard.order.total')}</span>
        <strong data-testid="delivery-total">{formatMoney(order.total_amount)}</strong>
      </p>
      {Number(order.tip_amount) > 0 ? (
        <p className="mf-small" data-testid="delivery-tip">
          {t('dashboard.order.tip', { amount: formatMoney(order.tip_amount) })}
        </p>
      ) : null}
      <p className="mf-small" data-testid="delivery-payment">
        {order.payment_method === 'cash'
          ? t('dashboard.order.collect', { amount: formatMoney(order.total_amount) })
          : t(`dashboard.order.paid.${order.payment_method}`)}
      </p>
      {order.payment_method === 'cash' && order.cash_change && Number(order.cash_change) > 0 ? (
        <p className="mf-order__change" data-testid="delivery-change">
          {t('dashboard.order.change', { amount: formatMoney(order.cash_change) })}
        </p>
      ) : null}
      <div className="mf-order__actions">
        <button
          type="button"
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((value) => !value)}
          data-testid="delivery-toggle"
        >
          {open ? t('dashboard.order.hideDetails') : t('dashboard.order.details')}
        </button>
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          href={mapsSearchUrl(order.delivery_address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('dashboard.order.navigateLabel', { address: order.delivery_address })}
          data-testid="delivery-navigate"
        >
          {t('dashboard.order.navigate')}
        </a>
      </div>
      {open ? <OrderDetails id={`${id}-details`} order={order} /> : null}
    </OrderCardFrame>
  );
}

function OrderDetails({ id, order }: { id: string; order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const phone = (value: string | null, name: string) =>
    value ? (
      <a href={`tel:${value}`} aria-label={t('dashboard.order.call', { name })}>
        {value}
      </a>
    ) : (
      <span className="mf-muted">{t('dashboard.order.noPhone')}</span>
    );
  return (
    <div id={id} className="mf-order__details" data-testid="delivery-details">
      <section>
        <h4>{t('dashboard.order.business')}</h4>
        <p>{order.business.name}</p>
        <p className="mf-muted mf-small">{order.business.address}</p>
        <p>{phone(order.business.phone, order.business.name)}</p>
      </section>
      {order.customer ? (
        <section>
          <h4>{t('dashboard.order.customer')}</h4>
          <p data-testid="delivery-customer">{order.customer.username}</p>
          <p>{phone(order.customer.phone, order.customer.username)}</p>
        </section>
      ) : null}
      <section>
        <h4>{t('dashboard.order.items')}</h4>
        <ul className="mf-plain-list">
          {order.items.map((line) => (
            <li key={line.id}>
              {t('dashboard.order.quantity', { count: line.quantity })} {line.item_name}
              {line.variant_name ? ` (${line.variant_name})` : ''}
              {line.notes ? <span className="mf-muted mf-small"> — “{line.notes}”</span> : null}
            </li>
          ))}
        </ul>
        <dl className="mf-details mf-small">
          <dt>{t('dashboard.order.subtotal')}</dt>
          <dd>{formatMoney(order.subtotal_amount)}</dd>
          <dt>{t('dashboard.order.shipping')}</dt>
          <dd>{formatMoney(order.shipping_amount)}</dd>
        </dl>
      </section>
    </div>
  );
}
