import { type ReviewsPage, reviewsPageSchema } from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const reviewsKeys = {
  all: ['business-reviews'] as const,
  ofBusiness: (businessId: string) => [...reviewsKeys.all, businessId] as const,
  // Keyed by user too: `mine` is the caller's own review.
  of: (businessId: string, userId: string | undefined) =>
    [...reviewsKeys.ofBusiness(businessId), userId ?? null] as const,
};

/** GET /api/discovery/businesses/:id/reviews?cursor= — newest first, with the caller's own as `mine`. */
export async function getReviews(businessId: string, cursor: string | undefined): Promise<ReviewsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/reviews${query}`,
    reviewsPageSchema,
  );
}

export const reviewsQueryOptions = (businessId: string, userId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: reviewsKeys.of(businessId, userId),
    queryFn: ({ pageParam }) => getReviews(businessId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useReviews(businessId: string, userId: string | undefined, enabled: boolean) {
  return useInfiniteQuery({ ...reviewsQueryOptions(businessId, userId), enabled });
}
