import { useTranslation } from '@cerca/i18n';
import { cx } from './lib/cx';

export const MAX_PRICE_RANGE = 4;

/** Price ranges are integers 1–4; anything else is shown as the nearest valid one. */
export function clampPriceRange(value: number): 1 | 2 | 3 | 4 {
  const rounded = Math.round(Number.isFinite(value) ? value : 1);
  return Math.min(Math.max(rounded, 1), MAX_PRICE_RANGE) as 1 | 2 | 3 | 4;
}

export interface PriceRangeProps {
  /** 1–4. */
  value: number;
  /** Shows the text too: "$$ Moderado". Otherwise only the signs, with the text as accessible name. */
  showLabel?: boolean;
  className?: string;
}

/** Price range as repeated $ signs (spec: $ Económico … $$$$ Muy Costoso). */
export function PriceRange({ value, showLabel = false, className }: PriceRangeProps) {
  const { t } = useTranslation('common');
  const level = clampPriceRange(value);
  const label = t(`priceRange.${level}`);
  if (showLabel) {
    return (
      <span className={cx('cerca-price-range', className)} data-level={level}>
        {label}
      </span>
    );
  }
  return (
    <span
      className={cx('cerca-price-range', className)}
      data-level={level}
      role="img"
      aria-label={label}
      title={label}
    >
      <span className="cerca-price-range__on">{'$'.repeat(level)}</span>
      <span className="cerca-price-range__off">{'$'.repeat(MAX_PRICE_RANGE - level)}</span>
    </span>
  );
}
