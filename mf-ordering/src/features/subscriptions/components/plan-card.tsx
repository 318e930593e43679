import type { Subscription } from '@cerca/contracts/subscriptions';
import { formatDate, formatMoney, useTranslation } from '@cerca/i18n';
import { Button, Card, CardBody, cx } from '@cerca/ui';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';
import { brandLabel, FEATURE_COUNT, type PanelPlan } from '../lib/plans';
import { IdentityQr, type QrState } from './identity-qr';

interface PlanCardProps {
  plan: PanelPlan;
  active: boolean;
  /** The paid subscription behind the active plan (renewal, card, cancel). */
  subscription: Subscription | null;
  qr: QrState;
  /** Busy while this plan's checkout is being prepared. */
  subscribing: boolean;
  onSubscribe: () => void;
  onCancel: (subscription: Subscription) => void;
}

/** One plan: price, Activo/Disponible, features, the identity QR and its action. */
export function PlanCard({
  plan,
  active,
  subscription,
  qr,
  subscribing,
  onSubscribe,
  onCancel,
}: PlanCardProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const name = t(`subscriptions.plans.${plan.key}.name`);
  const periodEnd = subscription?.current_period_end ? formatDate(subscription.current_period_end) : null;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className={cx('mf-plan', active && 'mf-plan--active')}
      data-testid={`plan-${plan.key}`}
    >
      <CardBody className="mf-stack">
        <div className="mf-plan__head">
          <h4 id={titleId} className="mf-plan__name">
            {name}
          </h4>
          <span className={cx('mf-plan__badge', active && 'mf-plan__badge--active')} data-testid="plan-badge">
            {active ? t('subscriptions.panel.active') : t('subscriptions.panel.available')}
          </span>
        </div>
        <p className="mf-plan__price">
          {t('subscriptions.panel.perMonth', { price: formatMoney(plan.monthlyPrice) })}
        </p>
        <ul className="mf-plan__features">
          {Array.from({ length: FEATURE_COUNT[plan.key] }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the features are a fixed list of texts.
            <li key={index}>{t(`subscriptions.plans.${plan.key}.features.${index}`)}</li>
          ))}
        </ul>
        <div className="mf-plan__foot">
          <IdentityQr qr={qr} />
          <div className="mf-plan__action">
            {active && subscription ? (
              <>
                {periodEnd ? (
                  <p className="mf-muted" data-testid="plan-renewal">
                    {subscription.cancel_at_period_end
                      ? t('subscriptions.panel.endsOn', { date: periodEnd })
                      : t('subscriptions.panel.renews', { date: periodEnd })}
                  </p>
                ) : null}
                {subscription.payment_method_brand && subscription.payment_method_last4 ? (
                  <p className="mf-muted">
                    {t('subscriptions.panel.card', {
                      brand: brandLabel(subscription.payment_method_brand),
                      last4: subscription.payment_method_last4,
                    })}
                  </p>
                ) : null}
                {subscription.cancel_at_period_end ? null : (
                  <Button
                    variant="secondary"
                    onClick={() => onCancel(subscription)}
                    data-testid="plan-cancel"
                  >
                    {t('subscriptions.panel.cancel')}
                  </Button>
                )}
              </>
            ) : null}
            {!active && plan.paid ? (
              <Button
                block
                onClick={onSubscribe}
                loading={subscribing}
                aria-label={t('subscriptions.panel.subscribeTo', { plan: name })}
                data-testid="plan-subscribe"
              >
                {t('subscriptions.panel.subscribe')}
              </Button>
            ) : null}
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
