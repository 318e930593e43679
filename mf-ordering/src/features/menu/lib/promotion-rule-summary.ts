import type { OwnerPromotion } from '@cerca/contracts/promotion-rule-editor';
import type { PromotionRule } from '@cerca/contracts/promotion-rules';
import { formatMoney, LOCALE, useTranslation } from '@cerca/i18n';
import { NS } from '../../../lib/i18n';

/** The remote's t, as the summary's parts call it. */
type T = (key: string, options?: Record<string, unknown>) => string;

/** The days as the form lists them, lunes first (0 = domingo, as rules store them). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

let clock: Intl.DateTimeFormat | undefined;

/** 810 → "1:30 p.m.": a minute of the day as es-MX says a time (the zone is only arithmetic here). */
export function minuteLabel(minute: number): string {
  clock ??= new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: 'UTC' });
  return clock.format(Date.UTC(1970, 0, 1, Math.floor(minute / 60), minute % 60));
}

function kindText(t: T, rule: PromotionRule, itemName: string | null): string {
  const from = Number(rule.min_subtotal) > 0 ? formatMoney(rule.min_subtotal) : null;
  switch (rule.kind) {
    case 'percent_off':
      return t('menu.promotions.summary.percent_off', { percent: rule.percent });
    case 'amount_off':
      return t('menu.promotions.summary.amount_off', { amount: formatMoney(rule.amount ?? '0') });
    case 'two_for_one':
      return t('menu.promotions.summary.two_for_one', { item: itemName ?? '' });
    case 'free_delivery':
      return from
        ? t('menu.promotions.summary.free_delivery_from', { amount: from })
        : t('menu.promotions.summary.free_delivery');
  }
}

function daysText(t: T, weekdays: readonly number[]): string {
  if (weekdays.length === 7) return t('menu.promotions.summary.everyDay');
  if (weekdays.length === 1) return t(`menu.promotions.days.${weekdays[0]}`);
  return WEEK_ORDER.filter((day) => weekdays.includes(day))
    .map((day) => t(`menu.promotions.daysShort.${day}`))
    .join(', ');
}

/**
 * One line for the rule: "2x1 en Torta ahogada · martes · todo el día", "15 % de descuento · todos
 * los días · de 1:00 p.m. a 5:00 p.m.", "Envío gratis desde $200.00 · …"; or "Sin descuento automático".
 */
export function promotionRuleSummary(t: T, promotion: Pick<OwnerPromotion, 'rule' | 'item_name'>): string {
  const { rule } = promotion;
  if (!rule) return t('menu.promotions.none');
  const parts = [kindText(t, rule, promotion.item_name)];
  if (rule.kind !== 'free_delivery' && Number(rule.min_subtotal) > 0) {
    parts.push(t('menu.promotions.summary.from', { amount: formatMoney(rule.min_subtotal) }));
  }
  parts.push(daysText(t, rule.weekdays));
  parts.push(
    rule.start_minute === rule.end_minute
      ? t('menu.promotions.summary.allDay')
      : t('menu.promotions.summary.hours', {
          start: minuteLabel(rule.start_minute),
          end: minuteLabel(rule.end_minute),
        }),
  );
  return parts.join(' · ');
}

/** promotionRuleSummary with this remote's texts. */
export function usePromotionRuleSummary(): (promotion: Pick<OwnerPromotion, 'rule' | 'item_name'>) => string {
  const { t } = useTranslation(NS);
  const say: T = (key, options) => (options ? t(key, options) : t(key));
  return (promotion) => promotionRuleSummary(say, promotion);
}
