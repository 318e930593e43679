import {
  type BusinessDeliveryZone,
  type DeliveryAddress,
  deliversTo,
  deliveryAddressSchema,
  postalCodeSchema,
  type SavedAddress,
} from '@cerca/contracts/addresses';
import { parseMenuPrice } from '@cerca/contracts/menu-manager';
import { type OrderPaymentMethod, orderPaymentMethodSchema } from '@cerca/contracts/order-payment';
import { contactPhoneSchema, deliveryNotesSchema } from '@cerca/contracts/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

/** The address choice that means "type a new one" (every other value is a saved address's id). */
export const NEW_ADDRESS = 'new';

/** The checkout form: a saved address or a new one, whether to keep the new one, notes and phone. */
export interface CheckoutValues {
  choice: string;
  address: DeliveryAddress;
  save: boolean;
  delivery_notes: string;
  contact_phone: string;
  /** "¿Con cuánto pagas?": blank is the exact amount; the server checks it covers the total. */
  cash_tendered: string;
  /** "¿Cómo quieres pagar?" (issue 25). */
  payment_method: OrderPaymentMethod;
}

const common = {
  choice: z.string(),
  save: z.boolean(),
  delivery_notes: deliveryNotesSchema,
  contact_phone: contactPhoneSchema,
  payment_method: orderPaymentMethodSchema,
  cash_tendered: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || parseMenuPrice(value) !== null),
  ),
};
const withNewAddress = zodResolver(z.object({ ...common, address: deliveryAddressSchema }));
const withSavedAddress = zodResolver(z.object({ ...common, address: z.unknown() }));

/** A typed address is checked only when it is the one chosen. */
export const checkoutResolver: Resolver<CheckoutValues> = (values, context, options) =>
  (values.choice === NEW_ADDRESS ? withNewAddress : withSavedAddress)(
    values,
    context,
    options as never,
  ) as ReturnType<Resolver<CheckoutValues>>;

export type ZoneRefusal = 'outside_city' | 'outside_zone' | null;

/**
 * What the server would refuse about where the order goes, asked before the customer confirms:
 * a saved address of another city, or a place outside the zone. A new address is asked once its
 * colonia and postal code are typed. The server asks again at order time; its answer counts.
 */
export function zoneRefusal(
  zone: BusinessDeliveryZone | undefined,
  chosen: SavedAddress | { postal_code: string; neighborhood: string } | null,
): ZoneRefusal {
  if (!zone || !chosen) return null;
  if ('city_id' in chosen && chosen.city_id !== zone.city_id) return 'outside_city';
  if (!postalCodeSchema.safeParse(chosen.postal_code).success || chosen.neighborhood.trim().length < 2)
    return null;
  return deliversTo(zone, chosen) ? null : 'outside_zone';
}
