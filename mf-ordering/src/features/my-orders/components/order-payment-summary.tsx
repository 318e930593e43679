import type { MyOrder } from '@cerca/contracts/orders';
import { formatDateTime, formatMoney, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { buttonClassName } from '@cerca/ui';
import { NS } from '../../../lib/i18n';

/**
 * How an order of /my-orders is paid (issue 25): "Pagado con tarjeta VISA •••• 4242", the OXXO
 * reference and its expiry while it waits, "Pago rechazado", and a refund in process or done.
 */
export function OrderPaymentSummary({ order }: { order: MyOrder }) {
  const { t } = useTranslation(NS);
  const payment = order.payment;
  if (order.payment_method === 'cash' || !payment) return null;
  const waiting = order.status === 'awaiting_payment';
  const lines: Array<{ key: string; text: string; alert?: boolean }> = [];
  if (payment.refund_amount && (payment.status === 'refund_pending' || payment.status === 'refunded'))
    lines.push({
      key: 'refund',
      text: t(
        payment.status === 'refunded' ? 'orders.paymentInfo.refunded' : 'orders.paymentInfo.refundPending',
        {
          amount: formatMoney(payment.refund_amount),
        },
      ),
    });
  else if (payment.status === 'succeeded')
    lines.push({
      key: 'paid',
      text:
        order.payment_method === 'oxxo'
          ? t('orders.paymentInfo.paidOxxo')
          : payment.card_last4
            ? t('orders.paymentInfo.paidCardDetail', {
                brand: (payment.card_brand ?? '').toUpperCase(),
                last4: payment.card_last4,
              })
            : t('orders.paymentInfo.paidCard'),
    });
  else if (waiting && payment.oxxo_reference)
    lines.push({
      key: 'oxxo',
      text: t('orders.paymentInfo.oxxoWaiting', {
        reference: payment.oxxo_reference,
        date: payment.oxxo_expires_at ? formatDateTime(payment.oxxo_expires_at) : '',
      }),
    });
  else if (waiting && payment.status === 'failed')
    lines.push({ key: 'declined', text: t('orders.paymentInfo.declined'), alert: true });
  else if (waiting) lines.push({ key: 'waiting', text: t('orders.paymentInfo.cardWaiting') });
  return (
    <div className="mf-order-payment-summary" data-testid="my-order-payment">
      {lines.map((line) => (
        <p key={line.key} className={line.alert ? 'mf-error mf-small' : 'mf-small'} data-kind={line.key}>
          {line.text}
        </p>
      ))}
      {waiting ? (
        <Link
          to={`/my-orders?pay=${order.id}`}
          className={buttonClassName({ size: 'sm' })}
          data-testid="my-order-pay"
        >
          {t(order.payment_method === 'oxxo' ? 'orders.paymentInfo.seeVoucher' : 'orders.paymentInfo.pay')}
        </Link>
      ) : null}
    </div>
  );
}
