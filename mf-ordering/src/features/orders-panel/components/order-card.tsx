import { nextOrderStatus, type PanelOrder } from '@cerca/contracts/orders-panel';
import { formatDateTime, formatMoney, useTranslation } from '@cerca/i18n';
import { Button, IconChevronDown } from '@cerca/ui';
import { useId, useState } from 'react';
import { AmountList } from '../../../components/amount-list';
import { CancellationNotice } from '../../../components/cancellation-notice';
import { NS } from '../../../lib/i18n';
import { canAssign, driverOrderKey, shortOrderId, statusKey } from '../lib/orders-panel';
import { OrderOptionsMenu } from './order-options-menu';

/** One order: a summary row that expands to customer, items, money, driver and the actions. */
export function OrderCard({
  order,
  busy,
  onAdvance,
  onAssign,
  onCancel,
  onPrint,
}: {
  order: PanelOrder;
  busy: boolean;
  onAdvance: (order: PanelOrder) => void;
  onAssign: (order: PanelOrder) => void;
  /** "Rechazar" while pending, "Cancelar pedido" later (the panel asks why). */
  onCancel: (order: PanelOrder) => void;
  onPrint: (order: PanelOrder) => void;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const id = shortOrderId(order.id);
  const next = nextOrderStatus(order.status);
  const cancellable = order.status !== 'delivered' && order.status !== 'cancelled';
  const customer = order.customer?.username ?? t('ordersPanel.orders.deletedCustomer');

  return (
    <li
      className="mf-order-card"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
    >
      <button
        type="button"
        className="mf-order-card__summary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="mf-order-card__id">{t('ordersPanel.orders.orderNumber', { id })}</span>
        <span className={`mf-order-status mf-order-status--${order.status}`}>
          {t(statusKey(order.status))}
        </span>
        <span className="mf-order-card__customer">{customer}</span>
        <span className="mf-order-card__total">{formatMoney(order.total_amount)}</span>
        <span className="mf-order-card__date mf-muted">{formatDateTime(order.created_at)}</span>
        <IconChevronDown className="mf-order-card__chevron" aria-hidden="true" />
      </button>
      <OrderOptionsMenu order={order} />
      {open ? (
        <div id={detailsId} className="mf-order-card__details">
          <dl className="mf-order-facts">
            <div>
              <dt>{t('ordersPanel.orders.customer')}</dt>
              <dd>{customer}</dd>
            </div>
            <div>
              <dt>{t('ordersPanel.orders.phone')}</dt>
              <dd>
                {order.customer?.phone ? (
                  <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
                ) : (
                  t('ordersPanel.orders.noPhone')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('ordersPanel.orders.address')}</dt>
              <dd>{order.delivery_address}</dd>
            </div>
            {order.delivery_notes ? (
              <div>
                <dt>{t('ordersPanel.orders.notes')}</dt>
                <dd>{order.delivery_notes}</dd>
              </div>
            ) : null}
          </dl>
          <h3 className="mf-order-card__heading">{t('ordersPanel.orders.items')}</h3>
          <ul className="mf-plain-list mf-plain-list--spread mf-order-items">
            {order.items.map((item) => (
              <li key={item.id}>
                <span>
                  {t('ordersPanel.orders.itemLine', { quantity: item.quantity, name: item.item_name })}
                  {item.variant_name ? <span className="mf-muted"> · {item.variant_name}</span> : null}
                  {item.notes ? <span className="mf-muted mf-order-items__notes">{item.notes}</span> : null}
                </span>
                <span>{formatMoney(item.line_total)}</span>
              </li>
            ))}
          </ul>
          <AmountList
            className="mf-order-money"
            rows={[
              {
                key: 'subtotal',
                label: t('ordersPanel.orders.subtotal'),
                value: formatMoney(order.subtotal_amount),
                testId: 'order-subtotal',
              },
              {
                key: 'shipping',
                label: t('ordersPanel.orders.shipping'),
                value: formatMoney(order.shipping_amount),
                testId: 'order-shipping',
              },
              ...(order.applied_promotion
                ? [
                    {
                      key: 'discount',
                      label: t('ordersPanel.orders.discount', { title: order.applied_promotion.title }),
                      value: `−${formatMoney(order.discount_amount)}`,
                      testId: 'order-discount',
                    },
                  ]
                : []),
              {
                key: 'total',
                label: t('ordersPanel.orders.total'),
                value: formatMoney(order.total_amount),
                testId: 'order-total',
                total: true,
              },
            ]}
          />
          <p className="mf-order-card__paid" data-testid="order-paid-with">
            {order.payment_method === 'cash'
              ? t('ordersPanel.orders.paidWith.cash', { amount: formatMoney(order.total_amount) })
              : t(`ordersPanel.orders.paidWith.${order.payment_method}`)}
          </p>
          <h3 className="mf-order-card__heading">{t('ordersPanel.orders.driver')}</h3>
          {order.driver ? (
            <p className="mf-order-driver">
              <span>{order.driver.username}</span>
              {order.driver.phone ? <a href={`tel:${order.driver.phone}`}>{order.driver.phone}</a> : null}
              {order.driver_order ? (
                <span className="mf-muted">{t(driverOrderKey(order.driver_order.status))}</span>
              ) : null}
            </p>
          ) : (
            <p className="mf-muted">{t('ordersPanel.orders.noDriver')}</p>
          )}
          <CancellationNotice order={order} data-testid="order-cancellation" />
          <div className="mf-order-actions">
            {next ? (
              <Button onClick={() => onAdvance(order)} disabled={busy} data-testid="order-advance">
                {t('ordersPanel.orders.markAs', { status: t(statusKey(next)) })}
              </Button>
            ) : null}
            {canAssign(order) ? (
              <Button variant="secondary" onClick={() => onAssign(order)} disabled={busy}>
                {t('ordersPanel.orders.assign')}
              </Button>
            ) : null}
            {cancellable ? (
              <Button
                variant="danger"
                onClick={() => onCancel(order)}
                disabled={busy}
                data-testid="order-cancel"
              >
                {t(order.status === 'pending' ? 'ordersPanel.orders.reject' : 'ordersPanel.orders.cancel')}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => onPrint(order)}>
              {t('ordersPanel.orders.print')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
