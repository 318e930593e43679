import * as z from 'zod/mini';
import { plainText } from './mexican-postal-codes';

// Issue 25: where an order goes. A customer's saved addresses ("Mis direcciones") and the places
// a business delivers to. Imported by file ('@cerca/contracts/addresses') by services/ordering and
// mf-ordering: the checkout, the profile's address book and the menu manager's zone form.

export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/** Enough for home, work, family and a few offices; the service refuses the next one. */
export const MAX_SAVED_ADDRESSES = 10;
export const MAX_ZONE_PLACES = 200;
const POSTAL_CODE = /^[0-9]{5}$/;

const required = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
/** Blank and absent are the same: no value. */
const optional = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
export const postalCodeSchema = z.string().check(z.trim(), z.regex(POSTAL_CODE));

/** An address as typed: calle, número, interior, colonia, código postal, entre calles, referencias. */
export const deliveryAddressSchema = z.strictObject({
  street: required(2, 120),
  number: required(1, 20),
  interior: optional(20),
  neighborhood: required(2, 80),
  postal_code: postalCodeSchema,
  between_streets: optional(120),
  references: optional(200),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** POST /api/ordering/me/addresses and PUT …/:id — a saved address, in one of the country's cities. */
export const savedAddressInputSchema = z.strictObject({
  ...deliveryAddressSchema.shape,
  label: z.enum(ADDRESS_LABELS),
  name: optional(40),
  city_id: z.uuid(),
  is_default: z.optional(z.boolean()),
});
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.uuid(),
  label: z.enum(ADDRESS_LABELS),
  name: z.nullable(z.string()),
  street: z.string(),
  number: z.string(),
  interior: z.nullable(z.string()),
  neighborhood: z.string(),
  postal_code: z.string(),
  city_id: z.uuid(),
  city_name: z.string(),
  between_streets: z.nullable(z.string()),
  references: z.nullable(z.string()),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/ordering/me/addresses — the default first, then oldest first. */
export const savedAddressesResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });
export const addressPathParamsSchema = z.object({ id: z.string() });
export const addressDeletedSchema = z.null();

/**
 * Where a business delivers: `everywhere` ("toda la ciudad"), or the postal codes and colonias it
 * names. GET /api/ordering/businesses/:id/delivery-zone answers it for anyone (the checkout checks
 * an address before confirming); the owner changes it with PUT.
 */
export const deliveryZoneSchema = z.object({
  everywhere: z.boolean(),
  postal_codes: z.array(z.string()),
  neighborhoods: z.array(z.string()),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const businessDeliveryZoneSchema = z.object({
  ...deliveryZoneSchema.shape,
  city_id: z.nullable(z.uuid()),
  city_name: z.nullable(z.string()),
});
export type BusinessDeliveryZone = z.infer<typeof businessDeliveryZoneSchema>;

/** PUT body; a zone that is not everywhere names at least one place (zoneNamesPlaces). */
export const deliveryZoneBodySchema = z.strictObject({
  everywhere: z.boolean(),
  postal_codes: z.array(postalCodeSchema).check(z.maxLength(MAX_ZONE_PLACES)),
  neighborhoods: z.array(required(2, 80)).check(z.maxLength(MAX_ZONE_PLACES)),
});
export type DeliveryZoneBody = z.infer<typeof deliveryZoneBodySchema>;

/** "Toda la ciudad", or at least one postal code or colonia: a zone that delivers nowhere is a slip. */
export function zoneNamesPlaces(zone: DeliveryZoneBody): boolean {
  return zone.everywhere || zone.postal_codes.length + zone.neighborhoods.length > 0;
}

/** A colonia as compared: no accents, case or leading "Col."/"Colonia". */
export function neighborhoodKey(name: string): string {
  return plainText(name).replace(/^(col\.?|colonia) /, '');
}

/** Whether a business with this zone delivers to this address (the checkout and the server ask the same). */
export function deliversTo(
  zone: DeliveryZone,
  address: { postal_code: string; neighborhood: string },
): boolean {
  if (zone.everywhere) return true;
  if (zone.postal_codes.includes(address.postal_code.trim())) return true;
  const key = neighborhoodKey(address.neighborhood);
  return zone.neighborhoods.some((name) => neighborhoodKey(name) === key);
}

/** The places without repeats (as `key` compares them), in their first order. */
export function uniquePlaces(places: string[], key: (place: string) => string = (place) => place): string[] {
  const seen = new Set<string>();
  return places.filter((place) => !seen.has(key(place)) && seen.add(key(place)));
}

/** The owner's list as typed (commas, semicolons or lines), trimmed, blanks and repeats out. */
export function splitPlaces(text: string, key?: (place: string) => string): string[] {
  const places = text
    .split(/[\n,;]+/)
    .map((place) => place.trim().replace(/\s+/g, ' '))
    .filter((place) => place !== '');
  return uniquePlaces(places, key);
}
