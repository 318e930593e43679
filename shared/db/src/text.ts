/**
 * Escapes LIKE/ILIKE wildcards so user text matches literally: `name ilike ${'%' + escapeLike(q) + '%'}`.
 * For accent-insensitive search that uses the trigram indexes, compare the indexed expression:
 * sql`f_unaccent(lower(name)) like f_unaccent(lower(${'%' + escapeLike(q) + '%'}))`.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
