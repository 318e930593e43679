import type { SavedAddress } from '@cerca/contracts/addresses';
import { useTranslation } from '@cerca/i18n';
import { useFormContext } from 'react-hook-form';
import { AddressFields } from '../../../components/address-fields';
import { useAddressText } from '../../../components/use-address-text';
import { NS } from '../../../lib/i18n';
import { type CheckoutValues, NEW_ADDRESS, type ZoneRefusal } from '../lib/checkout-form';

/**
 * "Dirección de entrega": the saved addresses as choices (the default chosen first), or "Otra
 * dirección" with its fields and "Guardar en Mis direcciones". What the business would refuse is
 * said here, before confirming.
 */
export function CheckoutAddress({
  addresses,
  refusal,
  cityName,
  canSave,
  disabled,
}: {
  addresses: SavedAddress[];
  refusal: ZoneRefusal;
  cityName: string;
  canSave: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation(NS);
  const text = useAddressText();
  const form = useFormContext<CheckoutValues>();
  const choice = form.watch('choice');
  return (
    <fieldset className="mf-choices" data-testid="checkout-address">
      <legend className="mf-legend">{t('cart.checkout.address')}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="mf-choice" data-testid="checkout-saved-address">
          <input type="radio" value={address.id} disabled={disabled} {...form.register('choice')} />
          <span className="mf-checkout__place">
            <strong>{text.name(address)}</strong>
            <span className="mf-muted mf-small">{text.summary(address)}</span>
          </span>
        </label>
      ))}
      {addresses.length > 0 ? (
        <label className="mf-choice">
          <input type="radio" value={NEW_ADDRESS} disabled={disabled} {...form.register('choice')} />
          <strong>{t('cart.checkout.newAddress')}</strong>
        </label>
      ) : null}
      {choice === NEW_ADDRESS ? (
        <>
          <AddressFields disabled={disabled} />
          {canSave ? (
            <label className="mf-check">
              <input
                type="checkbox"
                disabled={disabled}
                {...form.register('save')}
                data-testid="checkout-save-address"
              />
              {t('cart.checkout.saveAddress')}
            </label>
          ) : null}
        </>
      ) : null}
      {refusal ? (
        <p className="mf-error" role="alert" data-testid="checkout-zone-error">
          {refusal === 'outside_city'
            ? t('cart.checkout.outsideCity', { city: cityName })
            : t('cart.checkout.outsideZone')}
        </p>
      ) : null}
    </fieldset>
  );
}
