import { type Business, businessResponseSchema, type CreateBusinessFields } from '@cerca/contracts/business';
import { announceProfileChanged } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';
import { type UploadOptions, uploadForm } from '../../../api/upload-form';
import { toBusinessFormData } from '../lib/business-form';

/** POST /api/discovery/businesses (multipart, with upload progress): the new business. */
export async function createBusiness(
  fields: CreateBusinessFields,
  photos: readonly File[],
  banners: readonly File[],
  options: UploadOptions = {},
): Promise<Business> {
  const form = toBusinessFormData(fields, photos, banners);
  return (await uploadForm('/api/discovery/businesses', form, businessResponseSchema, options)).business;
}

export interface CreateBusinessVariables {
  fields: CreateBusinessFields;
  photos: readonly File[];
  banners: readonly File[];
  options?: UploadOptions;
}

/** Creates the business, then refreshes the lists that show it and the owner's menus. */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photos, banners, options }: CreateBusinessVariables) =>
      createBusiness(fields, photos, banners, options),
    onSuccess: () => {
      for (const root of [queryRoots.businessSearch, queryRoots.myBusinesses]) {
        void queryClient.invalidateQueries({ queryKey: root });
      }
      // The shell's user menu offers Mis Negocios once the person owns a business.
      announceProfileChanged();
    },
  });
}
