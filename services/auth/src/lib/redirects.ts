import type { AuthContext } from '../auth-context';

/**
 * Where /verify may send people: the site itself, the public origin, or a prefix listed in
 * AUTH_REDIRECT_ALLOW_LIST. Anything else falls back to the site URL, so a mailed link can never
 * become an open redirect that hands tokens to another site.
 */
export function resolveRedirect(
  candidate: unknown,
  options: { siteUrl: string; publicUrl: string; allowList: string[] },
): string {
  if (typeof candidate !== 'string' || candidate.trim() === '') return options.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate, `${options.siteUrl}/`);
  } catch {
    return options.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return options.siteUrl;
  url.hash = '';
  const target = url.toString();
  const origins = [options.siteUrl, options.publicUrl].map((value) => new URL(value).origin);
  if (origins.includes(url.origin)) return target;
  if (options.allowList.some((prefix) => target.startsWith(prefix))) return target;
  return options.siteUrl;
}

/** resolveRedirect with this service's site URL, public URL and allow list. */
export function allowedRedirect(
  { settings, config }: Pick<AuthContext, 'settings' | 'config'>,
  candidate: unknown,
): string {
  return resolveRedirect(candidate, {
    siteUrl: settings.siteUrl,
    publicUrl: config.publicUrl,
    allowList: settings.redirectAllowList,
  });
}
