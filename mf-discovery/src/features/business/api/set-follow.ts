import { type BusinessPage, type FollowState, followStateSchema } from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessPageKeys } from './get-business-page';

/** PUT (follow) or DELETE (unfollow) /api/discovery/businesses/:id/follow: idempotent. */
export async function setFollow(businessId: string, following: boolean): Promise<FollowState> {
  return apiFetch(`/api/discovery/businesses/${encodeURIComponent(businessId)}/follow`, followStateSchema, {
    method: following ? 'PUT' : 'DELETE',
  });
}

/** Seguir: the button changes at once; a failure puts it back (the caller shows the toast). */
export function useSetFollow(businessId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  const key = businessPageKeys.of(businessId, userId);
  return useMutation({
    mutationFn: (following: boolean) => setFollow(businessId, following),
    onMutate: async (following) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BusinessPage>(key);
      if (previous && previous.viewer.is_following !== following) {
        queryClient.setQueryData<BusinessPage>(key, {
          ...previous,
          followers_count: Math.max(0, previous.followers_count + (following ? 1 : -1)),
          viewer: { ...previous.viewer, is_following: following },
        });
      }
      return { previous };
    },
    onError: (_error, _following, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ following, followers_count }) => {
      queryClient.setQueryData<BusinessPage>(key, (page) =>
        page ? { ...page, followers_count, viewer: { ...page.viewer, is_following: following } } : page,
      );
    },
  });
}
