import { formatDate, useTranslation } from '@cerca/i18n';
import { ErrorState } from '@cerca/ui';
import { PremiumUnlock } from '../../../components/premium-unlock';
import { NS } from '../../../lib/i18n';
import { usePromotions } from '../api/get-promotions';

/**
 * Unexpired promotions, newest first. Premium-only ones are shown to everybody (spec 01 §6);
 * people without Premium also see a banner to unlock them.
 */
export function PromotionsPanel({
  businessId,
  userId,
  enabled,
}: {
  businessId: string;
  userId: string | undefined;
  enabled: boolean;
}) {
  const { t } = useTranslation(NS);
  const promotions = usePromotions(businessId, userId, enabled);
  if (promotions.isError) {
    return (
      <ErrorState
        title={t('business.promotions.loadError')}
        onRetry={() => promotions.refetch()}
        retrying={promotions.isFetching}
      />
    );
  }
  const list = promotions.data?.promotions ?? [];
  if (list.length === 0) return null;
  const locked = !promotions.data?.viewer_is_premium && list.some((promotion) => promotion.is_premium_only);
  return (
    <section className="mf-section" aria-labelledby="biz-promotions" data-testid="business-promotions">
      <h2 id="biz-promotions" className="mf-subtitle">
        {t('business.promotions.title')}
      </h2>
      {locked ? (
        <PremiumUnlock message={t('business.promotions.unlock')} action={t('business.promotions.plans')} />
      ) : null}
      <ul className="mf-promotions">
        {list.map((promotion) => (
          <li key={promotion.id} className="mf-promotion">
            <div className="mf-badges">
              <span className="mf-badge">{t(`business.promotions.types.${promotion.type}`)}</span>
              {promotion.is_premium_only ? (
                <span className="mf-badge mf-badge--premium">{t('business.promotions.premium')}</span>
              ) : null}
            </div>
            <h3 className="mf-promotion__title">{promotion.title}</h3>
            <p className="mf-promotion__message">{promotion.message}</p>
            <p className="mf-muted mf-small">
              {t('business.promotions.until', { date: formatDate(promotion.expires_at) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
