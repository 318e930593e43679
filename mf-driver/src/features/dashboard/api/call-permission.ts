import { type CallPermission, callPermissionSchema } from '@cerca/contracts/driver-call-permission';
import { apiFetch } from '@cerca/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
const callPermissionKeys = {
  of: (userId: string) => ['driver-call-permission', userId] as const,
};

/** GET /api/driver/me/call-permission — whether customers see the driver's phone while on the way. */
export function useCallPermission(userId: string) {
  return useQuery({
    queryKey: callPermissionKeys.of(userId),
    queryFn: (): Promise<CallPermission> => apiFetch('/api/driver/me/call-permission', callPermissionSchema),
  });
}

/** PUT /api/driver/me/call-permission; the answer is the stored preference. */
export function useSetCallPermission(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allow: boolean) =>
      apiFetch('/api/driver/me/call-permission', callPermissionSchema, {
        method: 'PUT',
        body: JSON.stringify({ allow_customer_calls: allow }),
      }),
    onSuccess: (stored) => queryClient.setQueryData(callPermissionKeys.of(userId), stored),
  });
}
