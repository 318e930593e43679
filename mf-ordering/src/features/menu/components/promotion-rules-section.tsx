import type { ManagedMenuItem } from '@cerca/contracts/menu-manager';
import type { OwnerPromotion } from '@cerca/contracts/promotion-rule-editor';
import { formatDate, useTranslation } from '@cerca/i18n';
import { refusalMessage } from '@cerca/session';
import { Button, ErrorState, Spinner, toast } from '@cerca/ui';
import { useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useDeletePromotionRule } from '../api/delete-promotion-rule';
import { usePromotions } from '../api/get-promotions';
import { usePromotionRuleSummary } from '../lib/promotion-rule-summary';
import { ConfirmDialog } from './confirm-dialog';
import { PromotionRuleDialog } from './promotion-rule-dialog';

type Open = { kind: 'edit' | 'remove'; promotion: OwnerPromotion } | null;

/**
 * "Descuentos automáticos" (issue 25): the business's live promotions (published from Crear), each
 * with its discount said in one line, and Editar / Quitar. The checkout applies the best one itself.
 */
export function PromotionRulesSection({
  businessId,
  items,
}: {
  businessId: string;
  items: ManagedMenuItem[];
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const promotions = usePromotions(businessId);
  const remove = useDeletePromotionRule(businessId);
  const [open, setOpen] = useState<Open>(null);
  const summary = usePromotionRuleSummary();

  const body = () => {
    if (promotions.isPending) return <Spinner label={t('menu.promotions.loading')} />;
    if (promotions.isError)
      return (
        <ErrorState
          title={t('menu.promotions.loadError')}
          onRetry={() => promotions.refetch()}
          retrying={promotions.isFetching}
        />
      );
    if (promotions.data.promotions.length === 0)
      return (
        <p className="mf-muted" data-testid="promotion-rules-empty">
          {t('menu.promotions.empty')}
        </p>
      );
    return (
      <ul className="mf-promotion-list">
        {promotions.data.promotions.map((promotion) => (
          <li key={promotion.id} className="mf-promotion" data-testid="promotion-rule">
            <div className="mf-promotion__text">
              <p className="mf-promotion__title">{promotion.title}</p>
              <p data-testid="promotion-rule-summary">
                {promotion.is_premium_only ? t('menu.promotions.premiumOnly') : summary(promotion)}
              </p>
              <p className="mf-muted mf-small">
                {t('menu.promotions.until', { date: formatDate(promotion.expires_at) })}
              </p>
            </div>
            {promotion.is_premium_only ? null : (
              <div className="mf-promotion__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpen({ kind: 'edit', promotion })}
                  aria-label={t(promotion.rule ? 'menu.promotions.editLabel' : 'menu.promotions.addLabel', {
                    title: promotion.title,
                  })}
                  data-testid="promotion-rule-edit"
                >
                  {t(promotion.rule ? 'menu.promotions.edit' : 'menu.promotions.add')}
                </Button>
                {promotion.rule ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="mf-menu-danger"
                    onClick={() => setOpen({ kind: 'remove', promotion })}
                    aria-label={t('menu.promotions.removeLabel', { title: promotion.title })}
                    data-testid="promotion-rule-remove"
                  >
                    {t('menu.promotions.remove')}
                  </Button>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  };

  const confirmRemove = (promotion: OwnerPromotion) =>
    remove.mutate(promotion.id, {
      onSuccess: () => {
        toast.success(t('menu.promotions.removed'));
        setOpen(null);
      },
      onError: (error) => toast.error(refusalMessage(error) ?? t('menu.promotions.removeError')),
    });

  return (
    <section
      className="mf-stack mf-promotion-rules"
      aria-labelledby={`${id}-title`}
      data-testid="promotion-rules"
    >
      <div>
        <h2 id={`${id}-title`} className="mf-subtitle">
          {t('menu.promotions.title')}
        </h2>
        <p className="mf-muted mf-small">{t('menu.promotions.hint')}</p>
      </div>
      {body()}
      {open?.kind === 'edit' ? (
        <PromotionRuleDialog
          businessId={businessId}
          promotion={open.promotion}
          items={items}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'remove' ? (
        <ConfirmDialog
          title={t('menu.promotions.confirmTitle', { title: open.promotion.title })}
          text={t('menu.promotions.confirmText')}
          confirm={t('menu.promotions.confirmRemove')}
          pending={remove.isPending}
          onConfirm={() => confirmRemove(open.promotion)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
