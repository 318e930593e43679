import { useTranslation } from '@cerca/i18n';
import { useId } from 'react';
import { NS } from '../../lib/i18n';
import { TIP_OPTIONS, type TipOption } from './tip-choice';
import './tip-texts';

function OptionLabel({ option }: { option: TipOption }) {
  const { t } = useTranslation(NS);
  if (option.choice === 'none') return <span>{t('tip.none')}</span>;
  if (option.choice === 'other') return <span>{t('tip.other')}</span>;
  return (
    <span>
      {option.choice.kind === 'amount'
        ? t('tip.amount', { amount: option.choice.amount })
        : t('tip.percent', { percent: option.choice.percent })}
    </span>
  );
}

/**
 * "Propina para tu repartidor": none, $10 · $15 · $20, 10 · 15 · 20 % of the subtotal, or another
 * amount. A group of radios (arrow keys move between them); the server's quote says the amount.
 */
export function TipPicker({
  value,
  other,
  disabled,
  onChange,
  onOtherChange,
  'data-testid': testId,
}: {
  value: string;
  other: string;
  disabled: boolean;
  onChange: (optionId: string) => void;
  onOtherChange: (amount: string) => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation(NS);
  const name = useId();
  const otherId = useId();
  return (
    <fieldset className="mf-tip" data-testid={testId}>
      <legend>{t('tip.title')}</legend>
      <p className="mf-hint">{t('tip.hint')}</p>
      <div className="mf-tip__options">
        {TIP_OPTIONS.map((option) => (
          <label key={option.id} className="mf-tip__option">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              disabled={disabled}
              onChange={() => onChange(option.id)}
              data-testid={`tip-${option.id}`}
            />
            <OptionLabel option={option} />
          </label>
        ))}
      </div>
      {value === 'other' ? (
        <div className="mf-field">
          <label htmlFor={otherId}>{t('tip.otherLabel')}</label>
          <input
            id={otherId}
            inputMode="decimal"
            placeholder={t('tip.otherPlaceholder')}
            value={other}
            disabled={disabled}
            onChange={(event) => onOtherChange(event.target.value)}
            data-testid="tip-other-amount"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
