import {
  type LocalCheckout as LocalCheckoutData,
  payLocalCheckoutBodySchema,
} from '@cerca/contracts/subscriptions';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useNavigate, useSearchParams } from '@cerca/router';
import { ApiError } from '@cerca/session';
import { Button, buttonClassName, Card, CardBody, EmptyState, ErrorState, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useLocalCheckout, usePayLocalCheckout } from '../api/local-checkout';
import '../texts';
import './subscriptions.css';

/**
 * /subscription/checkout?session=… — the local payment provider's checkout (PAYMENTS_PROVIDER=local):
 * pay with a test card or cancel. Paying makes the server send the signed events the webhook
 * processes, exactly as a real provider's would.
 */
export function LocalCheckout() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const id = params.get('session') ?? '';
  const checkout = useLocalCheckout(id);

  if (checkout.isPending) return <PageLoader />;
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <section className="mf-page mf-stack" data-testid="local-checkout-missing">
        {missing ? (
          <EmptyState
            title={t('subscriptions.checkout.notFound')}
            action={
              <Link className={buttonClassName()} to="/profile?tab=subscription">
                {t('subscriptions.checkout.backToPlans')}
              </Link>
            }
          />
        ) : (
          <ErrorState onRetry={() => checkout.refetch()} retrying={checkout.isFetching} />
        )}
      </section>
    );
  }
  return <CheckoutForm checkout={checkout.data} />;
}

function CheckoutForm({ checkout }: { checkout: LocalCheckoutData }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const pay = usePayLocalCheckout(checkout.id);
  const form = useForm({
    resolver: zodResolver(payLocalCheckoutBodySchema),
    defaultValues: { card_number: '4242 4242 4242 4242' },
  });
  const price = formatMoney(checkout.monthly_price);
  const error = form.formState.errors.card_number;

  const onValid = form.handleSubmit(async ({ card_number }) => {
    try {
      const { url } = await pay.mutateAsync(card_number);
      navigate(url);
    } catch (failure) {
      toast.error(t('subscriptions.panel.checkoutError'), {
        description: failure instanceof ApiError ? failure.message : undefined,
      });
    }
  });

  return (
    <section className="mf-page mf-stack mf-subscription-result" data-testid="local-checkout">
      <Card>
        <CardBody className="mf-stack">
          <h1 className="mf-title">{t('subscriptions.checkout.title')}</h1>
          <p className="mf-checkout-notice">{t('subscriptions.checkout.notice')}</p>
          <dl className="mf-details">
            <dt>{t('subscriptions.checkout.plan')}</dt>
            <dd data-testid="checkout-plan">{t(`subscriptions.plans.${checkout.plan_key}.name`)}</dd>
            {checkout.business_name ? (
              <>
                <dt>{t('subscriptions.checkout.business')}</dt>
                <dd>{checkout.business_name}</dd>
              </>
            ) : null}
            <dt>{t('subscriptions.checkout.total')}</dt>
            <dd>{t('subscriptions.panel.perMonth', { price })}</dd>
          </dl>
          <form className="mf-stack" onSubmit={onValid} noValidate aria-busy={pay.isPending}>
            <div className="mf-field">
              <label htmlFor={`${id}-card`}>{t('subscriptions.checkout.cardNumber')}</label>
              <input
                id={`${id}-card`}
                inputMode="numeric"
                autoComplete="cc-number"
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-card-error` : undefined}
                {...form.register('card_number')}
                data-testid="checkout-card"
              />
              {error ? (
                <p id={`${id}-card-error`} className="mf-field-error" role="alert">
                  {t('subscriptions.checkout.cardInvalid')}
                </p>
              ) : null}
            </div>
            <div className="mf-result-actions">
              <Link
                className={buttonClassName({ variant: 'secondary' })}
                to={checkout.cancel_url}
                data-testid="checkout-cancel"
              >
                {t('subscriptions.checkout.cancel')}
              </Link>
              <Button
                type="submit"
                loading={pay.isPending}
                loadingText={t('subscriptions.checkout.paying')}
                data-testid="checkout-pay"
              >
                {t('subscriptions.checkout.pay', { price })}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
    </section>
  );
}
