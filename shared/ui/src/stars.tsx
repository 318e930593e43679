import { useTranslation } from '@cerca/i18n';
import { useId } from 'react';
import { cx } from './lib/cx';

export const MAX_STARS = 5;

/** How much of each star is filled (0–1) for a rating out of `max`, e.g. 3.5 → [1,1,1,0.5,0]. */
export function starFills(rating: number, max = MAX_STARS): number[] {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), max) : 0;
  return Array.from({ length: max }, (_, i) => Math.min(Math.max(safe - i, 0), 1));
}

/** One decimal in es-MX, as the business page shows averages ("4.5"). */
export function formatRating(rating: number): string {
  return new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Number.isFinite(rating) ? rating : 0,
  );
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z';

function Star({ fill, size, clipId }: { fill: number; size: number; clipId: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} className="cerca-stars__empty" />
      {fill > 0 && <path d={STAR_PATH} className="cerca-stars__full" clipPath={`url(#${clipId})`} />}
    </svg>
  );
}

export interface StarsProps {
  /** Average rating out of 5. */
  rating: number;
  /** Review count, shown as "(12)" and read as "12 reseñas". */
  count?: number;
  /** Shows the number ("4.5") before the stars. */
  showValue?: boolean;
  size?: number;
  className?: string;
}

/** A read-only star rating, read as "4.5 de 5 estrellas". */
export function Stars({ rating, count, showValue = false, size = 16, className }: StarsProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const value = formatRating(rating);
  return (
    <span className={cx('cerca-stars', className)}>
      {showValue && (
        <span className="cerca-stars__value" aria-hidden="true">
          {value}
        </span>
      )}
      <span role="img" aria-label={t('rating.label', { rating: value })} className="cerca-stars__icons">
        {starFills(rating).map((fill, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <Star key={i} fill={fill} size={size} clipId={`${id}-${i}`} />
        ))}
      </span>
      {count !== undefined && (
        <span className="cerca-stars__count">
          <span aria-hidden="true">({count})</span>
          <span className="cerca-visually-hidden">{t('rating.reviews', { count })}</span>
        </span>
      )}
    </span>
  );
}

export interface StarsInputProps {
  value: number;
  onChange: (value: number) => void;
  /** Group label, e.g. "Calificación". */
  label: string;
  name?: string;
  size?: number;
  disabled?: boolean;
}

/** Choosing 1–5 stars (reviews): a radio group, so arrows and screen readers work as usual. */
export function StarsInput({ value, onChange, label, name, size = 28, disabled = false }: StarsInputProps) {
  const { t } = useTranslation('common');
  const groupName = useId();
  return (
    <fieldset className="cerca-stars-input" disabled={disabled}>
      <legend className="cerca-visually-hidden">{label}</legend>
      {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((star) => (
        <label key={star} className={cx('cerca-stars-input__star', star <= value && 'is-on')}>
          <input
            type="radio"
            className="cerca-visually-hidden"
            name={name ?? groupName}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
          />
          <span className="cerca-visually-hidden">{t('rating.stars', { count: star })}</span>
          <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={STAR_PATH} />
          </svg>
        </label>
      ))}
    </fieldset>
  );
}
