import { isPaidPlanKey, type Subscription } from '@cerca/contracts/subscriptions';
import { formatDate, useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { ApiError } from '@cerca/session';
import { useMyBusinesses } from '@cerca/session/my-businesses';
import { Button, Dialog, ErrorState, Spinner, toast } from '@cerca/ui';
import { useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { useStartCheckout } from '../api/start-checkout';
import {
  activeSubscriptionOf,
  BUSINESS_PLANS,
  businessPlanOf,
  isInternalPath,
  type PanelPlan,
  PERSONAL_PLANS,
  type PlanKey,
  personalPlanOf,
} from '../lib/plans';
import { useIdentityQr } from './identity-qr';
import { PlanCard } from './plan-card';
import '../texts';
import './subscriptions.css';

/**
 * /profile?tab=subscription (spec 02 §2 "Subscription plans panels"): the business panel for
 * owners (per business) and the personal panel, with the active plan marked and checkout on
 * 'Suscribirse Ahora'. What is active comes from the server's subscriptions only.
 */
export function SubscriptionPlans({ userId, ownsBusinesses }: { userId: string; ownsBusinesses: boolean }) {
  const { t } = useTranslation(NS);
  const pickerId = useId();
  const navigate = useNavigate();
  const subscriptions = useMySubscriptions(userId);
  const businesses = useMyBusinesses(userId, ownsBusinesses);
  const [chosenBusiness, setChosenBusiness] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const checkout = useStartCheckout();
  const cancel = useCancelSubscription();
  const qr = useIdentityQr(userId);

  if (subscriptions.isPending || (ownsBusinesses && businesses.isPending)) {
    return <Spinner />;
  }
  if (subscriptions.isError || businesses.isError) {
    return (
      <ErrorState
        title={t('subscriptions.panel.loadError')}
        onRetry={() => {
          subscriptions.refetch();
          if (ownsBusinesses) businesses.refetch();
        }}
        retrying={subscriptions.isFetching || businesses.isFetching}
      />
    );
  }

  const rows = subscriptions.data.subscriptions;
  const owned = businesses.data?.businesses ?? [];
  const businessId = owned.find((b) => b.id === chosenBusiness)?.id ?? owned[0]?.id ?? null;

  const subscribe = (plan: PlanKey, forBusiness: string | null) => {
    if (!isPaidPlanKey(plan)) return;
    const loading = toast.loading(t('subscriptions.panel.preparing'));
    checkout.mutate(
      { plan_key: plan, business_id: forBusiness },
      {
        onSuccess: ({ url }) => {
          toast.dismiss(loading);
          if (isInternalPath(url)) navigate(url);
          else window.location.assign(url);
        },
        onError: (error) => {
          toast.dismiss(loading);
          toast.error(t('subscriptions.panel.checkoutError'), {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: (subscription) => {
        setCancelling(null);
        toast.success(
          t('subscriptions.panel.canceled', {
            date: subscription.current_period_end ? formatDate(subscription.current_period_end) : '',
          }),
        );
      },
      onError: () => toast.error(t('subscriptions.panel.cancelError')),
    });
  };

  const cards = (plans: PanelPlan[], activePlan: PlanKey, forBusiness: string | null) => (
    <div className="mf-plan-grid">
      {plans.map((plan) => (
        <PlanCard
          key={plan.key}
          plan={plan}
          active={plan.key === activePlan}
          subscription={activeSubscriptionOf(rows, plan.key, forBusiness)}
          qr={qr}
          subscribing={checkout.isPending && checkout.variables?.plan_key === plan.key}
          onSubscribe={() => subscribe(plan.key, forBusiness)}
          onCancel={setCancelling}
        />
      ))}
    </div>
  );

  return (
    <div className="mf-stack mf-subscriptions" data-testid="subscription-plans">
      <p className="mf-muted">{t('subscriptions.panel.intro')}</p>
      {businessId ? (
        <section className="mf-stack" aria-labelledby={`${pickerId}-business`} data-testid="business-plans">
          <h3 id={`${pickerId}-business`} className="mf-plan-panel__title">
            {t('subscriptions.panel.businessTitle')}
          </h3>
          {owned.length > 1 ? (
            <div className="mf-field mf-plan-picker">
              <label htmlFor={pickerId}>{t('subscriptions.panel.businessPicker')}</label>
              <select
                id={pickerId}
                value={businessId}
                onChange={(event) => setChosenBusiness(event.target.value)}
              >
                {owned.map((business) => (
                  <option key={business.id} value={business.id}>
                    {business.name}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="mf-muted">{owned[0]?.name}</p>
          )}
          {cards(BUSINESS_PLANS, businessPlanOf(rows, businessId), businessId)}
        </section>
      ) : null}
      <section className="mf-stack" aria-labelledby={`${pickerId}-personal`} data-testid="personal-plans">
        <h3 id={`${pickerId}-personal`} className="mf-plan-panel__title">
          {t('subscriptions.panel.personalTitle')}
        </h3>
        {cards(PERSONAL_PLANS, personalPlanOf(rows), null)}
      </section>
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('subscriptions.panel.cancelTitle')}
        description={t('subscriptions.panel.cancelDescription', {
          date: cancelling?.current_period_end ? formatDate(cancelling.current_period_end) : '',
        })}
        size="sm"
        data-testid="cancel-subscription-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setCancelling(null)}>
              {t('subscriptions.panel.cancelKeep')}
            </Button>
            <Button variant="danger" onClick={confirmCancel} loading={cancel.isPending}>
              {t('subscriptions.panel.cancelConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
