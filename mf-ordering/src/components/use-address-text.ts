import type { SavedAddress } from '@cerca/contracts/addresses';
import { useTranslation } from '@cerca/i18n';
import { NS } from '../lib/i18n';
import './address-texts';

/** How a saved address reads in a list: its name, and "Calle Morelos 45 int. 3, Col. Americana". */
export function useAddressText() {
  const { t } = useTranslation(NS);
  return {
    name: (address: Pick<SavedAddress, 'label' | 'name'>) =>
      address.name ?? t(`addresses.labels.${address.label}`),
    summary: (address: SavedAddress) => {
      const street = t('addresses.line', { street: address.street, number: address.number });
      const door = address.interior
        ? `${street} ${t('addresses.interior', { interior: address.interior })}`
        : street;
      return `${door}, ${t('addresses.neighborhood', { neighborhood: address.neighborhood })}`;
    },
  };
}
