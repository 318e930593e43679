/** Spec 01 §2: the city search bar is hidden in the admin, /dashboard/city and /partner-login areas. */
export function showsCitySearch(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const hiddenUnder = ['/admin', '/dashboard/city', '/partner-login'];
  return !hiddenUnder.some((base) => path === base || path.startsWith(`${base}/`));
}
