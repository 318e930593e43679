import {
  type Highlight,
  highlightDeletedSchema,
  highlightResponseSchema,
} from '@cerca/contracts/business-page';
import { apiFetch } from '@cerca/session';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { businessPlanKeys } from './get-business-plan';
import { highlightsKeys } from './get-highlights';

const highlightsPath = (businessId: string) =>
  `/api/discovery/businesses/${encodeURIComponent(businessId)}/highlights`;

/** POST /api/discovery/businesses/:id/highlights — multipart: name, story_ids, optional cover. */
export async function createHighlight(businessId: string, form: FormData): Promise<Highlight> {
  const answer = await apiFetch(highlightsPath(businessId), highlightResponseSchema, {
    method: 'POST',
    body: form,
  });
  return answer.highlight;
}

/** PATCH /api/discovery/businesses/:id/highlights/:highlightId — name, cover, and every item replaced. */
export async function updateHighlight(
  businessId: string,
  highlightId: string,
  form: FormData,
): Promise<Highlight> {
  const answer = await apiFetch(
    `${highlightsPath(businessId)}/${encodeURIComponent(highlightId)}`,
    highlightResponseSchema,
    { method: 'PATCH', body: form },
  );
  return answer.highlight;
}

/** DELETE /api/discovery/businesses/:id/highlights/:highlightId — the collection and its cover (204). */
export async function deleteHighlight(businessId: string, highlightId: string): Promise<void> {
  await apiFetch(`${highlightsPath(businessId)}/${encodeURIComponent(highlightId)}`, highlightDeletedSchema, {
    method: 'DELETE',
  });
}

/** The row of collections and the plan panel's count ask again. */
function refresh(queryClient: QueryClient, businessId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: highlightsKeys.of(businessId) }),
    queryClient.invalidateQueries({ queryKey: businessPlanKeys.of(businessId) }),
  ]);
}

/** Creates (no highlightId) or edits a collection. */
export function useSaveHighlight(businessId: string, highlightId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      highlightId ? updateHighlight(businessId, highlightId, form) : createHighlight(businessId, form),
    onSuccess: () => refresh(queryClient, businessId),
  });
}

export function useDeleteHighlight(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (highlightId: string) => deleteHighlight(businessId, highlightId),
    onSuccess: () => refresh(queryClient, businessId),
  });
}
