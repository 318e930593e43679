import type { DeliveryAddress } from '@cerca/contracts/addresses';
import { useTranslation } from '@cerca/i18n';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { NS } from '../lib/i18n';
import './address-fields.css';
import './address-texts';

type Field = keyof DeliveryAddress;

/** Each field: its text key, browser autofill token, and whether it is required. */
const FIELDS: {
  name: Field;
  autoComplete: string;
  inputMode?: 'numeric';
  wide?: boolean;
  optional?: boolean;
}[] = [
  { name: 'street', autoComplete: 'address-line1', wide: true },
  { name: 'number', autoComplete: 'off' },
  { name: 'interior', autoComplete: 'address-line2', optional: true },
  { name: 'neighborhood', autoComplete: 'address-level3', wide: true },
  { name: 'postal_code', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'between_streets', autoComplete: 'off', wide: true, optional: true },
  { name: 'references', autoComplete: 'off', wide: true, optional: true },
];

/**
 * Calle, número, interior, colonia, código postal, entre calles and referencias, registered under
 * `address.` of the surrounding form (FormProvider): the checkout's new address and the address
 * book's dialog type the same fields with the same checks (deliveryAddressSchema).
 */
export function AddressFields({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const form = useFormContext<{ address: DeliveryAddress }>();
  const errors = form.formState.errors.address;
  return (
    <div className="mf-address-fields" data-testid="address-fields">
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors?.[field.name];
        return (
          <div key={field.name} className={`mf-field${field.wide ? ' mf-address-fields__wide' : ''}`}>
            <label htmlFor={inputId}>{t(`addresses.fields.${field.name}`)}</label>
            <input
              id={inputId}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              maxLength={field.name === 'postal_code' ? 5 : undefined}
              placeholder={t(`addresses.placeholders.${field.name}`)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              disabled={disabled}
              {...form.register(`address.${field.name}`)}
              data-testid={`address-${field.name}`}
            />
            {error ? (
              <p id={`${inputId}-error`} className="mf-error" role="alert">
                {t(`addresses.errors.${field.name}`)}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** Empty fields of a new address (the optional ones stay '' and are stored as nothing). */
export const EMPTY_ADDRESS: DeliveryAddress = {
  street: '',
  number: '',
  interior: '',
  neighborhood: '',
  postal_code: '',
  between_streets: '',
  references: '',
};
