import {
  ADDRESS_LABELS,
  deliveryAddressSchema,
  type SavedAddress,
  type SavedAddressInput,
} from '@cerca/contracts/addresses';
import * as z from 'zod/mini';
import { EMPTY_ADDRESS } from '../../../components/address-fields';

/** The address book's dialog: the typed address under `address`, and what only a saved one has. */
export const addressFormSchema = z.object({
  label: z.enum(ADDRESS_LABELS),
  name: z.string().check(z.trim(), z.maxLength(40)),
  city_id: z.string().check(z.minLength(1)),
  is_default: z.boolean(),
  address: deliveryAddressSchema,
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** The dialog's first values: the address being edited, or a new one in the person's city. */
export function addressFormValues(address: SavedAddress | null, cityId: string | null): AddressFormValues {
  if (!address)
    return { label: 'home', name: '', city_id: cityId ?? '', is_default: false, address: EMPTY_ADDRESS };
  return {
    label: address.label,
    name: address.name ?? '',
    city_id: address.city_id,
    is_default: address.is_default,
    address: {
      street: address.street,
      number: address.number,
      interior: address.interior ?? '',
      neighborhood: address.neighborhood,
      postal_code: address.postal_code,
      between_streets: address.between_streets ?? '',
      references: address.references ?? '',
    },
  };
}

/** What POST or PUT /me/addresses takes. */
export function addressBody(values: AddressFormValues): SavedAddressInput {
  return {
    ...values.address,
    label: values.label,
    name: values.name,
    city_id: values.city_id,
    is_default: values.is_default,
  };
}
