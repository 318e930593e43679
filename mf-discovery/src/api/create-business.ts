import { type Business, businessResponseSchema } from '@cerca/contracts/business';
import type { BusinessUploadOptions, NewBusiness } from '@cerca/contracts/business-form';
import { announceProfileChanged } from '@cerca/session';
import { uploadForm } from '@cerca/session/upload';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { queryRoots } from './query-roots';

/**
 * Multipart body of POST /api/discovery/businesses: the parsed fields as the endpoint names them
 * (fields not given are left out; the schema already dropped a platform without a website), then
 * each main photo as `photos` and each banner as `banners`.
 */
export function toBusinessFormData({ fields, photos, banners = [] }: NewBusiness): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  for (const photo of photos) form.append('photos', photo, photo.name || 'foto');
  for (const banner of banners) form.append('banners', banner, banner.name || 'portada');
  return form;
}

/**
 * POST /api/discovery/businesses as the signed-in person, with upload progress: the add page and,
 * through "./business-form", ordering's business sign-up. Then the lists that show the business
 * load again: this remote's search here, and every app's "my businesses" and profile through the
 * page-wide profile-changed announcement (the shell's user menu offers Mis Negocios).
 */
export async function createBusiness(
  business: NewBusiness,
  options: BusinessUploadOptions = {},
): Promise<Business> {
  const answer = await uploadForm(
    '/api/discovery/businesses',
    toBusinessFormData(business),
    businessResponseSchema,
    options,
  );
  void queryClient.invalidateQueries({ queryKey: queryRoots.businessSearch });
  announceProfileChanged();
  return answer.business;
}

export interface CreateBusinessVariables {
  business: NewBusiness;
  options?: BusinessUploadOptions;
}

/** createBusiness as a mutation, for the add page's busy button. */
export function useCreateBusiness() {
  return useMutation({
    mutationFn: ({ business, options }: CreateBusinessVariables) => createBusiness(business, options),
  });
}
