import {
  type BusinessPage,
  type ReviewBody,
  type ReviewResponse,
  reviewResponseSchema,
} from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessPageKeys } from './get-business-page';
import { reviewsKeys } from './get-reviews';

/** PUT /api/discovery/businesses/:id/review — creates or edits the caller's one review. */
export async function putReview(businessId: string, body: ReviewBody): Promise<ReviewResponse> {
  return apiFetch(
    `/api/discovery/businesses/${encodeURIComponent(businessId)}/review`,
    reviewResponseSchema,
    {
      method: 'PUT',
      body: JSON.stringify(body),
    },
  );
}

/** On success the page's average and count change at once, and the list asks again. */
export function usePutReview(businessId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => putReview(businessId, body),
    onSuccess: ({ rating_avg, rating_count }) => {
      queryClient.setQueryData<BusinessPage>(businessPageKeys.of(businessId, userId), (page) =>
        page ? { ...page, business: { ...page.business, rating_avg, rating_count } } : page,
      );
      return queryClient.invalidateQueries({ queryKey: reviewsKeys.ofBusiness(businessId) });
    },
  });
}
