import type { OrderPaymentPage } from '@cerca/contracts/order-payment';
import { formatDateTime, formatMoney, useTranslation } from '@cerca/i18n';
import { useSearchParams } from '@cerca/router';
import { Button, buttonClassName, ErrorState, Spinner } from '@cerca/ui';
import { type ReactNode, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { type PaymentStep, useOrderPayment, usePaymentStep } from '../api/order-payment';

/**
 * /my-orders?pay=<order>: paying a card or OXXO order. With the saved card, "Pagar con Visa ••••
 * 4242"; under the local provider, our test checkout (a card number; "Autenticar" for 3-D Secure;
 * the OXXO voucher's "Simular pago en OXXO" and "Simular vencimiento"). A declined card offers to
 * retry or to pay in cash. What happens arrives by the provider's webhook: this shows the result.
 */
export function OrderPaymentPanel({ orderId, userId }: { orderId: string; userId: string }) {
  const { t } = useTranslation(NS);
  const payment = useOrderPayment(orderId);
  const titleId = useId();
  return (
    <section className="mf-order-payment" aria-labelledby={titleId} data-testid="order-payment">
      <h2 id={titleId}>{t('orders.pay.title')}</h2>
      {payment.isPending ? (
        <Spinner />
      ) : payment.isError ? (
        <ErrorState onRetry={() => payment.refetch()} retrying={payment.isFetching} />
      ) : (
        <PaymentBody page={payment.data} userId={userId} />
      )}
    </section>
  );
}

function PaymentBody({ page, userId }: { page: OrderPaymentPage; userId: string }) {
  const { t } = useTranslation(NS);
  const step = usePaymentStep(page.order_id, userId);
  const [, setParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const payment = page.payment;
  const amount = formatMoney(payment?.amount ?? '0');
  const run = (next: PaymentStep) => {
    setError(null);
    step
      .mutateAsync(next)
      .catch((failure: unknown) =>
        setError(failure instanceof Error && failure.message ? failure.message : t('orders.pay.error')),
      );
  };
  const close = (
    <Button variant="secondary" size="sm" onClick={() => setParams({})} data-testid="order-payment-close">
      {t('orders.pay.close')}
    </Button>
  );
  const busy = step.isPending;

  if (page.status !== 'awaiting_payment' || !payment) {
    const paid = payment?.status === 'succeeded';
    return (
      <div className="mf-stack" role="status" data-testid="order-payment-result">
        <p>
          {page.status === 'cancelled'
            ? t('orders.pay.cancelled')
            : paid
              ? t(page.payment_method === 'oxxo' ? 'orders.pay.paidOxxo' : 'orders.pay.paidCard', {
                  name: page.business_name,
                })
              : t('orders.pay.notNeeded')}
        </p>
        {close}
      </div>
    );
  }

  if (payment.oxxo_reference) {
    return (
      <div className="mf-stack" data-testid="order-payment-voucher">
        <p>{t('orders.pay.oxxoIntro', { amount })}</p>
        <dl className="mf-order-payment__voucher">
          <dt>{t('orders.pay.oxxoReference')}</dt>
          <dd data-testid="oxxo-reference">{payment.oxxo_reference.replace(/(\d{4})(?=\d)/g, '$1 ')}</dd>
          {payment.oxxo_expires_at ? (
            <>
              <dt>{t('orders.pay.oxxoExpires')}</dt>
              <dd data-testid="oxxo-expires">{formatDateTime(payment.oxxo_expires_at)}</dd>
            </>
          ) : null}
        </dl>
        <p className="mf-muted mf-small">{t('orders.pay.oxxoHint')}</p>
        {payment.oxxo_voucher_url && /^https?:\/\//.test(payment.oxxo_voucher_url) ? (
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={payment.oxxo_voucher_url}
          >
            {t('orders.pay.oxxoVoucher')}
          </a>
        ) : null}
        {page.local ? (
          <div className="mf-order-payment__actions">
            <Button
              size="sm"
              loading={busy}
              onClick={() => run({ kind: 'local', action: 'pay_voucher' })}
              data-testid="oxxo-simulate-paid"
            >
              {t('orders.pay.simulatePaid')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => run({ kind: 'local', action: 'expire_voucher' })}
              data-testid="oxxo-simulate-expired"
            >
              {t('orders.pay.simulateExpired')}
            </Button>
          </div>
        ) : null}
        <Failure error={error} />
        {close}
      </div>
    );
  }

  if (payment.status === 'requires_action') {
    const external = payment.next_action_url && /^https?:\/\//.test(payment.next_action_url);
    return (
      <div className="mf-stack" data-testid="order-payment-authenticate">
        <p>{t('orders.pay.authenticateIntro', { amount })}</p>
        {external ? (
          <a className={buttonClassName({ size: 'sm' })} href={payment.next_action_url ?? '#'}>
            {t('orders.pay.authenticate')}
          </a>
        ) : page.local ? (
          <div className="mf-order-payment__actions">
            <Button
              size="sm"
              loading={busy}
              onClick={() => run({ kind: 'local', action: 'authenticate' })}
              data-testid="card-authenticate"
            >
              {t('orders.pay.authenticate')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => run({ kind: 'local', action: 'fail_authentication' })}
              data-testid="card-authenticate-cancel"
            >
              {t('orders.pay.authenticateCancel')}
            </Button>
          </div>
        ) : null}
        <Failure error={error} />
      </div>
    );
  }

  return <CardForm page={page} amount={amount} busy={busy} run={run} error={error} close={close} />;
}

function CardForm({
  page,
  amount,
  busy,
  run,
  error,
  close,
}: {
  page: OrderPaymentPage;
  amount: string;
  busy: boolean;
  run: (step: PaymentStep) => void;
  error: string | null;
  close: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const cardId = useId();
  const [cardNumber, setCardNumber] = useState('4242 4242 4242 4242');
  const payment = page.payment;
  const declined = payment?.status === 'failed';
  const external = payment?.next_action_url && /^https?:\/\//.test(payment.next_action_url);
  return (
    <div className="mf-stack" data-testid="order-payment-card">
      {declined ? (
        <p className="mf-error" role="alert" data-testid="order-payment-declined">
          {t('orders.pay.declined')}
        </p>
      ) : (
        <p>{t('orders.pay.cardIntro', { amount })}</p>
      )}
      {page.saved_card ? (
        <Button loading={busy} onClick={() => run({ kind: 'card' })} data-testid="card-pay-saved">
          {t('orders.pay.paySaved', {
            brand: page.saved_card.brand.toUpperCase(),
            last4: page.saved_card.last4,
            amount,
          })}
        </Button>
      ) : null}
      {page.local ? (
        <form
          className="mf-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            run({ kind: 'card', cardNumber });
          }}
        >
          <p className="mf-checkout-notice mf-small">{t('orders.pay.localNotice')}</p>
          <div className="mf-field">
            <label htmlFor={cardId}>{t('orders.pay.cardNumber')}</label>
            <input
              id={cardId}
              inputMode="numeric"
              autoComplete="cc-number"
              value={cardNumber}
              onChange={(event) => setCardNumber(event.target.value)}
              data-testid="card-number"
            />
          </div>
          <Button
            type="submit"
            variant={page.saved_card ? 'secondary' : 'primary'}
            loading={busy}
            data-testid="card-pay"
          >
            {t('orders.pay.payCard', { amount })}
          </Button>
        </form>
      ) : external && !page.saved_card ? (
        <a className={buttonClassName()} href={payment?.next_action_url ?? '#'} data-testid="card-pay-hosted">
          {t('orders.pay.payCard', { amount })}
        </a>
      ) : null}
      {declined ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => run({ kind: 'cash' })}
          data-testid="pay-in-cash"
        >
          {t('orders.pay.payInCash')}
        </Button>
      ) : null}
      <Failure error={error} />
      {close}
    </div>
  );
}

function Failure({ error }: { error: string | null }) {
  return error ? (
    <p className="mf-error" role="alert">
      {error}
    </p>
  ) : null;
}
