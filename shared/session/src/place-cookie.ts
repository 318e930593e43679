import { PLACE_COOKIE } from '@cerca/contracts/server-render';
import type { Place } from './place';

// The chosen place as a cookie (@cerca/contracts/server-render), so the gateway can render a
// returning visitor's city on the server: localStorage never reaches it. A year, like the choice.

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** `<countryId>.<cityId>` when both are chosen; nothing otherwise. */
export function placeCookieValue(place: Place): string | null {
  return place.countryId && place.cityId ? `${place.countryId}.${place.cityId}` : null;
}

export function writePlaceCookie(place: Place): void {
  if (typeof document === 'undefined') return;
  const value = placeCookieValue(place);
  const current = document.cookie.split('; ').find((entry) => entry.startsWith(`${PLACE_COOKIE}=`));
  if ((current?.slice(PLACE_COOKIE.length + 1) ?? null) === value) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is missing from Firefox and older Safari; the value is two ids the chooser gave.
  document.cookie = value
    ? `${PLACE_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`
    : `${PLACE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
