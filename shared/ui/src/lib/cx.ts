/** Joins class names, skipping the falsy ones: cx('a', open && 'b') → 'a b'. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
