import type { PanelOrder } from '@cerca/contracts/orders-panel';
import { formatDateTime, formatMoney, useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { shortOrderId, statusKey } from '../lib/orders-panel';

/**
 * 'Imprimir': a print-friendly ticket of the order; its button calls window.print(), and the
 * print style sheet (orders-panel.css) prints only the ticket.
 */
export function OrderTicket({
  order,
  businessName,
  onClose,
}: {
  order: PanelOrder;
  businessName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('ordersPanel.ticket.title')}
      size="sm"
      data-testid="order-ticket"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('ordersPanel.ticket.close')}
          </Button>
          <Button onClick={() => window.print()} data-testid="ticket-print">
            {t('ordersPanel.ticket.print')}
          </Button>
        </>
      }
    >
      <div className={remoteRootClass('mf_ordering')}>
        <div className="mf-order-ticket" data-print-ticket="true">
          <p className="mf-order-ticket__business">{businessName}</p>
          <p>{t('ordersPanel.orders.orderNumber', { id: shortOrderId(order.id) })}</p>
          <p>
            {t('ordersPanel.ticket.date')}: {formatDateTime(order.created_at)}
          </p>
          <p>{t(statusKey(order.status))}</p>
          <hr />
          <p>
            {t('ordersPanel.orders.customer')}:{' '}
            {order.customer?.username ?? t('ordersPanel.orders.deletedCustomer')}
          </p>
          {order.customer?.phone ? (
            <p>
              {t('ordersPanel.orders.phone')}: {order.customer.phone}
            </p>
          ) : null}
          <p>
            {t('ordersPanel.orders.address')}: {order.delivery_address}
          </p>
          {order.delivery_notes ? (
            <p>
              {t('ordersPanel.orders.notes')}: {order.delivery_notes}
            </p>
          ) : null}
          <hr />
          <table className="mf-order-ticket__items">
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    {t('ordersPanel.orders.itemLine', { quantity: item.quantity, name: item.item_name })}
                    {item.variant_name ? ` (${item.variant_name})` : ''}
                    {item.notes ? <div>{item.notes}</div> : null}
                  </td>
                  <td>{formatMoney(item.line_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <hr />
          <table className="mf-order-ticket__items">
            <tbody>
              <tr>
                <td>{t('ordersPanel.orders.subtotal')}</td>
                <td>{formatMoney(order.subtotal_amount)}</td>
              </tr>
              <tr>
                <td>{t('ordersPanel.orders.shipping')}</td>
                <td>{formatMoney(order.shipping_amount)}</td>
              </tr>
              <tr className="mf-order-ticket__total">
                <td>{t('ordersPanel.orders.total')}</td>
                <td>{formatMoney(order.total_amount)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </Dialog>
  );
}
