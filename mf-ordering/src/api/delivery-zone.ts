import {
  type BusinessDeliveryZone,
  businessDeliveryZoneSchema,
  type DeliveryZoneBody,
} from '@cerca/contracts/addresses';
import { apiFetch } from '@cerca/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Where a business delivers (issue 25): the checkout checks an address against it before the
// customer confirms, and the menu manager edits it.

/** Every query key of this resource, in one place. */
export const deliveryZoneKeys = {
  all: ['delivery-zone'] as const,
  of: (businessId: string) => [...deliveryZoneKeys.all, businessId] as const,
};

const path = (businessId: string) =>
  `/api/ordering/businesses/${encodeURIComponent(businessId)}/delivery-zone`;

export const deliveryZoneQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: deliveryZoneKeys.of(businessId),
    queryFn: () => apiFetch(path(businessId), businessDeliveryZoneSchema),
  });

export function useDeliveryZone(businessId: string) {
  return useQuery(deliveryZoneQueryOptions(businessId));
}

/** PUT: the owner's zone, written into the cache as the server answered it. */
export function useSetDeliveryZone(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zone: DeliveryZoneBody) =>
      apiFetch(path(businessId), businessDeliveryZoneSchema, { method: 'PUT', body: JSON.stringify(zone) }),
    onSuccess: (zone: BusinessDeliveryZone) =>
      queryClient.setQueryData(deliveryZoneKeys.of(businessId), zone),
  });
}
