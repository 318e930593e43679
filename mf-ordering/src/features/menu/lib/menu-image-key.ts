import { MENU_IMAGE_BUCKET } from '@cerca/contracts/menu-manager';

const MARKER = `/${MENU_IMAGE_BUCKET}/`;

/**
 * The key of a menu image's public URL: what follows `/menu-items/`, whether the URL is on our
 * origin (`/storage/v1/object/public/menu-items/…`) or under the storage CDN (STORAGE_PUBLIC_URL).
 */
export function menuImageKey(url: string): string | null {
  const path = url.split(/[?#]/)[0] ?? '';
  const at = path.indexOf(MARKER);
  return at < 0 ? null : path.slice(at + MARKER.length) || null;
}
