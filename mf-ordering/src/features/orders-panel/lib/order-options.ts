/** A Google Maps search of a delivery address (the maps URL API; opens the app on phones). */
export function mapSearchUrl(address: string): string {
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  url.searchParams.set('query', address.trim());
  return url.toString();
}
