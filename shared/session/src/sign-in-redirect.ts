/**
 * The round trip through the sign-in form: a gated page sends signed-out visitors to
 * /profile?redirect=<where they were>, and the form goes back there after signing in.
 */

/** /profile with the page to come back to (path and query of this site). */
export function signInPath(pathAndQuery: string): string {
  const target = redirectTarget(pathAndQuery);
  return target && target !== '/profile' ? `/profile?redirect=${encodeURIComponent(target)}` : '/profile';
}

// A path of letters, digits, '/', '_' and '-' (no dots, so never a host name), then an optional
// query of URL-safe characters: enough for every route and its ?city= or ?businessId=.
const SAME_SITE_TARGET = /^\/*([a-z0-9][a-z0-9/_-]*)(\?[a-z0-9=&%._~+-]*)?$/i;

/** Where to go after signing in from /profile?redirect=…: only a same-site path, never a URL. */
export function redirectTarget(redirect: string | null): string | null {
  if (!redirect) return null;
  const match = SAME_SITE_TARGET.exec(redirect);
  return match ? `/${match[1]}${match[2] ?? ''}` : null;
}
