import type { SavedAddress, SavedAddressInput } from '@cerca/contracts/addresses';
import { postalCodeFitsState } from '@cerca/contracts/mexican-postal-codes';
import type { Db } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import { fill } from './fill';
import messages from './messages.json';
import { type AddressProblem, findCity } from './repositories/addresses';

/**
 * A saved address names a city of the catalogue, and its postal code belongs to that city's state
 * (so a CDMX code is never saved as Guadalajara, and orders can trust the address's city).
 */
export async function assertAddressPlace(db: Db, input: SavedAddressInput): Promise<void> {
  const city = await findCity(db, input.city_id);
  if (!city) throw errors.badRequest('city_not_found', messages.addressCityNotFound);
  if (!postalCodeFitsState(input.postal_code, city.state))
    throw errors.badRequest(
      'postal_code_not_in_city',
      fill(messages.postalCodeNotInCity, { city: city.name }),
    );
}

/** The repository's answer, or its refusal in Spanish. */
export function addressOrRefusal(result: SavedAddress | AddressProblem): SavedAddress {
  if (result === 'limit') throw errors.conflict('address_limit', messages.addressLimit);
  if (result === 'not_found') throw errors.notFound('address_not_found', messages.addressNotFound);
  return result;
}
