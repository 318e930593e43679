import { MENU_IMAGE_BUCKET, menuImageDeletedSchema } from '@cerca/contracts/menu-manager';
import { apiFetch } from '@cerca/session';
import { menuImageKey } from '../lib/menu-image-key';

/**
 * DELETE /storage/v1/object/menu-items/{key} — removes an upload whose item could not be saved
 * (the server never saw it; it removes replaced and deleted images itself). Best effort: never
 * throws.
 */
export async function deleteItemImage(url: string | null | undefined): Promise<void> {
  const key = url ? menuImageKey(url) : null;
  if (!key) return;
  await apiFetch(`/storage/v1/object/${MENU_IMAGE_BUCKET}/${key}`, menuImageDeletedSchema, {
    method: 'DELETE',
  }).catch(() => undefined);
}
