import type { Subscription } from '@cerca/contracts/subscriptions';
import { formatDate, useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useSearchParams } from '@cerca/router';
import { useSession } from '@cerca/session';
import { buttonClassName, Card, CardBody, IconAlert, IconSparkles } from '@cerca/ui';
import { useEffect, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useCheckoutSubscription } from '../api/get-checkout-subscription';
import { checkoutResultOf, periodEndLabelOf } from '../lib/checkout-result';
import { brandLabel } from '../lib/plans';
import '../texts';
import './subscriptions.css';

/** How long the page waits for the provider's webhook before saying the payment was not found. */
const CONFIRM_WINDOW_MS = 16_000;

/**
 * /subscription/success?session_id=…: 'Pago Exitoso' with the plan that checkout session bought,
 * the period end and the card; an honest "not found" without a session or when it never resolves.
 */
export function SubscriptionSuccess() {
  const session = useSession();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out' || !sessionId) return <PaymentNotFound inactive={false} />;
  // Keyed: another session (or person) starts its own wait.
  return (
    <CheckoutSuccess key={`${session.user.id}:${sessionId}`} userId={session.user.id} sessionId={sessionId} />
  );
}

function CheckoutSuccess({ userId, sessionId }: { userId: string; sessionId: string }) {
  const { t } = useTranslation(NS);
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaiting(false), CONFIRM_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const query = useCheckoutSubscription(userId, sessionId, waiting);
  useEffect(() => {
    // Spec 02 §8: a failed fetch is only logged; the page then says what it knows.
    if (query.isError) console.error('subscription fetch failed', query.error);
  }, [query.isError, query.error]);
  const result = checkoutResultOf(query.data, { failed: query.isError, waiting });
  if (result.view === 'paid') return <SuccessCard subscription={result.subscription} />;
  if (result.view !== 'confirming') return <PaymentNotFound inactive={result.view === 'inactive'} />;
  return (
    <section className="mf-page mf-stack mf-subscription-result" data-testid="subscription-confirming">
      <Card>
        <CardBody className="mf-stack">
          <h1 className="mf-title">{t('subscriptions.success.confirmingTitle')}</h1>
          <p className="mf-muted" role="status">
            {t('subscriptions.success.confirming')}
          </p>
        </CardBody>
      </Card>
    </section>
  );
}

function PaymentNotFound({ inactive }: { inactive: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-page mf-stack mf-subscription-result" data-testid="subscription-not-found">
      <Card>
        <CardBody className="mf-stack">
          <div className="mf-result-icon" aria-hidden="true">
            <IconAlert size={32} />
          </div>
          <h1 className="mf-title">{t('subscriptions.notFound.title')}</h1>
          <p>{t(inactive ? 'subscriptions.notFound.inactiveLead' : 'subscriptions.notFound.lead')}</p>
          <div className="mf-result-actions">
            <Link className={buttonClassName({ variant: 'secondary' })} to="/dashboard">
              {t('subscriptions.notFound.dashboard')}
            </Link>
            <Link className={buttonClassName()} to="/dashboard?tab=subscription">
              {t('subscriptions.notFound.subscription')}
            </Link>
          </div>
        </CardBody>
      </Card>
    </section>
  );
}

function SuccessCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation(NS);
  // Spec 02 §2: a plan we cannot name (a price id of another catalogue) reads 'Plan Premium'.
  const planName = subscription.plan_key
    ? t(`subscriptions.plans.${subscription.plan_key}.name`, {
        defaultValue: t('subscriptions.plans.fallback'),
      })
    : t('subscriptions.plans.fallback');
  return (
    <section className="mf-page mf-stack mf-subscription-result" data-testid="subscription-success">
      <Card>
        <CardBody className="mf-stack">
          <div className="mf-result-icon mf-result-icon--success" aria-hidden="true">
            <IconSparkles size={32} />
          </div>
          <h1 className="mf-title">{t('subscriptions.success.title')}</h1>
          <p>{t('subscriptions.success.lead')}</p>
          <dl className="mf-details" data-testid="subscription-details">
            <dt>{t('subscriptions.success.plan')}</dt>
            <dd data-testid="success-plan">{planName}</dd>
            {subscription.current_period_end ? (
              <>
                <dt data-testid="success-period-end-label">{t(periodEndLabelOf(subscription))}</dt>
                <dd data-testid="success-next-billing">{formatDate(subscription.current_period_end)}</dd>
              </>
            ) : null}
            {subscription.payment_method_brand && subscription.payment_method_last4 ? (
              <>
                <dt>{t('subscriptions.success.card')}</dt>
                <dd data-testid="success-card">
                  {t('subscriptions.success.cardValue', {
                    brand: brandLabel(subscription.payment_method_brand),
                    last4: subscription.payment_method_last4,
                  })}
                </dd>
              </>
            ) : null}
          </dl>
          <h2 className="mf-subtitle">{t('subscriptions.success.nextSteps')}</h2>
          <ul className="mf-result-list">
            {subscription.subject === 'personal' ? (
              <>
                <li>{t('subscriptions.success.tips.personal.0')}</li>
                <li>{t('subscriptions.success.tips.personal.1')}</li>
                <li>{t('subscriptions.success.tips.personal.2')}</li>
              </>
            ) : (
              <>
                <li>{t('subscriptions.success.tips.business.0')}</li>
                <li>{t('subscriptions.success.tips.business.1')}</li>
                <li>{t('subscriptions.success.tips.business.2')}</li>
              </>
            )}
          </ul>
          <p>
            <Link className={buttonClassName({ block: true })} to="/dashboard">
              {t('subscriptions.success.dashboard')}
            </Link>
          </p>
        </CardBody>
      </Card>
    </section>
  );
}
