import { MENU_IMAGE_BUCKET } from '@cerca/contracts/menu-manager';
import type { Storage } from '@cerca/storage';

/**
 * Removes images no item shows any more (a deleted item or category, a replaced image), once
 * their rows are gone. Only objects of this business's own folder: an item can only point there
 * (menu-manager-rules checks it), and nothing else is ever touched. Best effort: a file left
 * behind is logged, the change itself stands.
 */
export async function removeMenuImages(
  storage: Storage,
  businessId: string,
  urls: ReadonlyArray<string | null>,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  const keys = urls.flatMap((url) => {
    const object = url ? storage.parseObjectUrl(url) : null;
    return object?.bucket === MENU_IMAGE_BUCKET && object.key.startsWith(`${businessId}/`)
      ? [object.key]
      : [];
  });
  const results = await Promise.allSettled(keys.map((key) => storage.removeObject(MENU_IMAGE_BUCKET, key)));
  for (const result of results) {
    if (result.status === 'rejected') log.warn({ err: result.reason, businessId }, 'menu image left behind');
  }
}
