import type { BusinessPlan } from '@cerca/contracts/publishing';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { buttonClassName, ErrorState } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useBusinessPlan } from '../api/get-business-plan';

/** Where the plans live (mf-ordering's profile, Suscripción tab). */
const PLANS_PATH = '/profile?tab=subscription';

/**
 * The owner's plan-limits panel (spec 01 §2, §4, §6): the plan, the trial's days left while
 * positive, and what the plan allows against what is used. The server enforces the limits.
 */
export function PlanPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const plan = useBusinessPlan(businessId, true);
  if (plan.isPending) return null;
  if (plan.isError) {
    return (
      <ErrorState
        title={t('business.plan.loadError')}
        onRetry={() => plan.refetch()}
        retrying={plan.isFetching}
      />
    );
  }
  const data = plan.data;
  return (
    <section className="mf-section mf-card mf-plan" aria-labelledby="biz-plan" data-testid="business-plan">
      <h2 id="biz-plan" className="mf-subtitle">
        {t('business.plan.title', { plan: t(`business.plan.names.${data.plan}`) })}
      </h2>
      {data.trial_days_left > 0 ? (
        <p className="mf-plan__trial" data-testid="business-plan-trial">
          {t('business.plan.trial', { count: data.trial_days_left })}
        </p>
      ) : null}
      <ul className="mf-plan__limits">
        <li>{limitText(t, 'posts', data.posts_used, data.posts_limit)}</li>
        <li>{limitText(t, 'highlights', data.highlights_used, data.highlights_limit)}</li>
        <li>{data.messaging ? t('business.plan.messagingOn') : t('business.plan.messagingOff')}</li>
      </ul>
      {data.plan !== 'premium' ? (
        <Link to={PLANS_PATH} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {t('business.plan.upgrade')}
        </Link>
      ) : null}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** 'Publicaciones: 2 de 3' or 'Publicaciones: 7 (sin límite)'. */
export function limitText(
  t: Translate,
  what: 'posts' | 'highlights',
  used: BusinessPlan['posts_used'],
  limit: BusinessPlan['posts_limit'],
): string {
  const label = t(`business.plan.${what}`);
  return limit === null
    ? t('business.plan.unlimited', { label, used })
    : t('business.plan.limited', { label, used, limit });
}
