import type { Subscription } from '@cerca/contracts/subscriptions';
import { formatDate } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { useSession } from '@cerca/session';
import { buttonClassName, Card, CardBody, IconSparkles } from '@cerca/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../lib/i18n';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { brandLabel, latestActiveSubscription } from '../lib/plans';
import '../texts';
import './subscriptions.css';

/** How long the page keeps asking for the subscription a provider's webhook has not written yet. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_TRIES = 8;

/** /subscription/success: 'Pago Exitoso' with the plan, the next billing date and the card. */
export function SubscriptionSuccess() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <SuccessCard subscription={null} confirming={false} />;
  return <SignedInSuccess userId={session.user.id} />;
}

function SignedInSuccess({ userId }: { userId: string }) {
  const [tries, setTries] = useState(0);
  const polling = tries < CONFIRM_TRIES;
  const query = useMySubscriptions(userId, { refetchInterval: false });
  const subscription = query.data ? latestActiveSubscription(query.data.subscriptions) : null;
  const refetch = query.refetch;
  // With Stripe the webhooks may land a moment after the return (the card comes with the
  // checkout's completion): ask again a few times until the subscription and its card are there.
  const complete = subscription?.payment_method_brand != null;
  useEffect(() => {
    if (query.isPending || complete || !polling) return;
    const timer = window.setTimeout(() => {
      setTries((n) => n + 1);
      refetch();
    }, CONFIRM_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [query.isPending, complete, polling, refetch]);
  useEffect(() => {
    // Spec 02 §8: a failed fetch is only logged; the page still thanks the person.
    if (query.isError) console.error('subscription fetch failed', query.error);
  }, [query.isError, query.error]);
  if (query.isPending) return <PageLoader />;
  return <SuccessCard subscription={subscription} confirming={!subscription && polling && !query.isError} />;
}

function SuccessCard({
  subscription,
  confirming,
}: {
  subscription: Subscription | null;
  confirming: boolean;
}) {
  const { t } = useTranslation(NS);
  const planName = subscription?.plan_key
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
          {confirming ? (
            <p className="mf-muted" role="status">
              {t('subscriptions.success.confirming')}
            </p>
          ) : null}
          <dl className="mf-details" data-testid="subscription-details">
            <dt>{t('subscriptions.success.plan')}</dt>
            <dd data-testid="success-plan">{planName}</dd>
            {subscription?.current_period_end ? (
              <>
                <dt>{t('subscriptions.success.nextBilling')}</dt>
                <dd data-testid="success-next-billing">{formatDate(subscription.current_period_end)}</dd>
              </>
            ) : null}
            {subscription?.payment_method_brand && subscription.payment_method_last4 ? (
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
            {subscription?.subject === 'personal' ? (
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
