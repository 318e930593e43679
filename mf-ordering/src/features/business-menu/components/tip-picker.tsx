import { useTranslation } from '@cerca/i18n';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';
import { TIP_OPTIONS, type TipOption } from '../lib/tip-choice';

function OptionLabel({ option }: { option: TipOption }) {
  const { t } = useTranslation(NS);
  if (option.choice === 'none') return <span>{t('cart.tip.none')}</span>;
  if (option.choice === 'other') return <span>{t('cart.tip.other')}</span>;
  return (
    <span>
      {option.choice.kind === 'amount'
        ? t('cart.tip.amount', { amount: option.choice.amount })
        : t('cart.tip.percent', { percent: option.choice.percent })}
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
}: {
  value: string;
  other: string;
  disabled: boolean;
  onChange: (optionId: string) => void;
  onOtherChange: (amount: string) => void;
}) {
  const { t } = useTranslation(NS);
  const name = useId();
  const otherId = useId();
  return (
    <fieldset className="mf-tip" data-testid="checkout-tip">
      <legend>{t('cart.tip.title')}</legend>
      <p className="mf-hint">{t('cart.tip.hint')}</p>
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
          <label htmlFor={otherId}>{t('cart.tip.otherLabel')}</label>
          <input
            id={otherId}
            inputMode="decimal"
            placeholder={t('cart.tip.otherPlaceholder')}
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
