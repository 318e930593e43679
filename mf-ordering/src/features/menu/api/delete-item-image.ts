import { MENU_IMAGE_BUCKET, menuImageDeletedSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';

const PREFIX = `/storage/v1/object/public/${MENU_IMAGE_BUCKET}/`;

/**
 * DELETE /storage/v1/object/menu-items/{key} — removes an image of ours no item uses any more (a
 * replaced image, a deleted item, an upload whose save failed). Best effort: never throws.
 */
export async function deleteItemImage(url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(PREFIX)) return;
  const key = url.slice(PREFIX.length);
  await apiFetch(`/storage/v1/object/${MENU_IMAGE_BUCKET}/${key}`, menuImageDeletedSchema, {
    method: 'DELETE',
  }).catch(() => undefined);
}
