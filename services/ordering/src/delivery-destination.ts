import { type DeliveryAddress, deliversTo } from '@cerca/contracts/addresses';
import { postalCodeFitsState } from '@cerca/contracts/mexican-postal-codes';
import { errors } from '@cerca/service-kit';
import { fill } from './fill';
import messages from './messages.json';
import type { OrderingBusiness, SavedAddressRow } from './repositories/orders';

// Issue 25: where an order may go. The address is in the business's city (a saved address names
// its city; a typed one is taken as the business's city, and its postal code must belong to that
// city's state), and inside the business's delivery zone. The checkout asks the same questions
// (deliversTo) before the customer confirms; this is the answer that counts.

/** What the order stores about where it goes. */
export interface Destination {
  /** The one line people read: "Av. Juárez 123 int. 4, Col. Centro, C.P. 44100, Guadalajara (entre …; …)". */
  line: string;
  cityId: string | null;
  postalCode: string;
  neighborhood: string;
}

type AddressParts = Omit<DeliveryAddress, 'interior' | 'between_streets' | 'references'> & {
  interior?: string | null | undefined;
  between_streets?: string | null | undefined;
  references?: string | null | undefined;
};

/** The one-line address, in the order the driver reads it. */
export function addressLine(address: AddressParts, cityName: string | null): string {
  const street = fill(messages.addressLine, { street: address.street, number: address.number });
  const parts = [
    address.interior ? `${street} ${fill(messages.addressInterior, { interior: address.interior })}` : street,
    fill(messages.addressNeighborhood, { neighborhood: address.neighborhood }),
    fill(messages.addressPostalCode, { postalCode: address.postal_code }),
    ...(cityName ? [cityName] : []),
  ];
  const extras = [
    address.between_streets
      ? fill(messages.addressBetween, { betweenStreets: address.between_streets })
      : null,
    address.references || null,
  ].filter((extra): extra is string => extra !== null);
  const line = parts.join(', ');
  return extras.length > 0 ? `${line} (${extras.join('; ')})` : line;
}

/**
 * The order's destination, or the refusal: a saved address that is not the customer's (404), in
 * another city (409 address_outside_city), a typed postal code of another state (409), or a place
 * the business does not deliver to (409 outside_delivery_zone).
 */
export function resolveDestination(
  business: OrderingBusiness,
  choice: { address?: DeliveryAddress | undefined; saved: SavedAddressRow | null; wantsSaved: boolean },
): Destination {
  const city = business.city_name ?? '';
  let address: AddressParts;
  if (choice.wantsSaved) {
    if (choice.address) throw errors.badRequest('address_required', messages.addressRequired);
    if (!choice.saved) throw errors.notFound('address_not_found', messages.addressNotFound);
    if (choice.saved.city_id !== business.city_id)
      throw errors.conflict('address_outside_city', fill(messages.addressOutsideCity, { city }));
    address = choice.saved;
  } else {
    if (!choice.address) throw errors.badRequest('address_required', messages.addressRequired);
    address = choice.address;
    if (business.city_state && !postalCodeFitsState(address.postal_code, business.city_state))
      throw errors.conflict('address_outside_city', fill(messages.postalCodeNotInCity, { city }));
  }
  const zone = business.zone ?? { postal_codes: [], neighborhoods: [] };
  if (!deliversTo({ everywhere: business.zone === null, ...zone }, address))
    throw errors.conflict('outside_delivery_zone', messages.outsideDeliveryZone);
  return {
    line: addressLine(address, business.city_name),
    cityId: business.city_id,
    postalCode: address.postal_code,
    neighborhood: address.neighborhood,
  };
}
