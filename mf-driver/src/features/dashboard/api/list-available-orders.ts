import { availableOrdersResponseSchema, type OfferedOrder } from '@cerca/contracts/deliveries';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const availableOrdersKeys = {
  all: ['available-orders'] as const,
  of: (userId: string) => [...availableOrdersKeys.all, userId] as const,
};

/** GET /api/driver/me/available-orders — looking_for_driver orders of the zone, as offered. */
async function listAvailableOrders(): Promise<OfferedOrder[]> {
  return (await apiFetch('/api/driver/me/available-orders', availableOrdersResponseSchema)).orders;
}

const availableOrdersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: availableOrdersKeys.of(userId), queryFn: listAvailableOrders });

/** Loaded only while the driver is available (spec 02 §4). */
export function useAvailableOrders(userId: string, enabled: boolean) {
  return useQuery({ ...availableOrdersQueryOptions(userId), enabled });
}
