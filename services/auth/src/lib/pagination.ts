import { gotrue } from './gotrue-error';

/** A page number from the query string; 400 for anything but a positive integer. */
export function pageNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw gotrue.validation('Bad Pagination Parameters');
  return value;
}

/**
 * GoTrue's Link header: a "next" entry while more pages exist and always a "last" one. auth-js
 * reads the page from the first "=" of each URL, so page comes first in the query.
 */
export function paginationLinks(path: string, page: number, perPage: number, total: number): string {
  const url = (n: number) => `<${path}?page=${n}&per_page=${perPage}>`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (total > page * perPage) links.push(`${url(page + 1)}; rel="next"`);
  links.push(`${url(lastPage)}; rel="last"`);
  return links.join(', ');
}
