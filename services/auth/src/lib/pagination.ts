import { gotrue } from './gotrue-error';

/** Larger values are refused: with per_page ≤ 1000 the offset stays an exact, modest bigint. */
const MAX_PAGE_PARAMETER = 1_000_000;

/**
 * A page number from the query string: plain digits from 1 to MAX_PAGE_PARAMETER, 400 otherwise.
 * Number() alone would take "1e12", "0x10" or " 7", and huge values overflow the SQL offset.
 */
export function pageNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
  if (value < 1 || value > MAX_PAGE_PARAMETER) throw gotrue.validation('Bad Pagination Parameters');
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
