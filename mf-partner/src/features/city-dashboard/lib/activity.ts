/** Spec 02 §9: a review's comment shows its first 50 characters in the activity feed. */
export const COMMENT_EXCERPT = 50;

/** The first `max` characters of a text (whole code points, spaces collapsed), with '…' when cut. */
export function excerpt(text: string | null, max = COMMENT_EXCERPT): string | null {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const chars = Array.from(clean);
  return chars.length <= max ? clean : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** The search sent to the server: trimmed and within the contract's limit. */
export function searchTerm(text: string, max: number): string {
  return Array.from(text.trim()).slice(0, max).join('').trim();
}
