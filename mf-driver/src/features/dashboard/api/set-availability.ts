import type { Driver } from '@cerca/contracts';
import { availabilityResponseSchema } from '@cerca/contracts/deliveries';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverKeys } from '../../../api/get-driver';
import { availableOrdersKeys } from './list-available-orders';

/** PUT /api/driver/me/availability */
async function setAvailability(isAvailable: boolean): Promise<Driver> {
  const body = JSON.stringify({ is_available: isAvailable });
  return (await apiFetch('/api/driver/me/availability', availabilityResponseSchema, { method: 'PUT', body }))
    .driver;
}

/** Spec 02 §4: availability off clears the available list; on loads it. */
export function useSetAvailability(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onSuccess: (driver) => {
      queryClient.setQueryData<Driver | null>(driverKeys.of(userId), driver);
      queryClient.removeQueries({ queryKey: availableOrdersKeys.of(userId) });
    },
  });
}
