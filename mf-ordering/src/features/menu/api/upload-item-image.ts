import { MENU_IMAGE_BUCKET, menuImageUploadSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { imageKey } from '../lib/menu-form';

/**
 * POST /storage/v1/object/menu-items/{businessId}/{random}.{ext} (spec 02 §7 "Storage"): the
 * storage service checks by content that it is an image of at most 5 MB; answers its public URL.
 */
export async function uploadItemImage(businessId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const key = imageKey(businessId, file.name, crypto.randomUUID());
  const uploaded = await apiFetch(`/storage/v1/object/${MENU_IMAGE_BUCKET}/${key}`, menuImageUploadSchema, {
    method: 'POST',
    body: form,
  });
  return uploaded.publicUrl;
}
