import { useTranslation } from '@cerca/i18n';
import { VisuallyHidden } from '@cerca/ui';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1 to 5 stars as a group of radios (arrow keys move, each says "4 de 5 estrellas"); the stars up
 * to the chosen one are filled.
 */
export function StarInput({
  legend,
  value,
  disabled,
  onChange,
  testId,
}: {
  legend: string;
  value: number | null;
  disabled: boolean;
  onChange: (stars: number) => void;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  const name = useId();
  return (
    <fieldset className="mf-stars" disabled={disabled} data-testid={testId}>
      <legend className="mf-legend">{legend}</legend>
      <div className="mf-stars__row">
        {STARS.map((stars) => (
          <label key={stars} className="mf-stars__star" data-filled={value !== null && stars <= value}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              data-testid={`${testId}-${stars}`}
            />
            <span aria-hidden="true">★</span>
            <VisuallyHidden>{t('rating.stars', { count: stars })}</VisuallyHidden>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
