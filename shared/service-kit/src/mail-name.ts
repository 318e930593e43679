/** The longest own name a mail quotes (issue 21). */
export const MAIL_NAME_MAX = 60;

/**
 * The name on the recipient's own account as a mail may quote it: control and format characters
 * (line breaks, bidirectional overrides) become spaces, spaces collapse, and at most MAIL_NAME_MAX
 * characters stay. Null when nothing is left. Mails quote no other free text (issue 21).
 */
export function mailName(fullName: string | null | undefined): string | null {
  const flat = (fullName ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat === '') return null;
  const characters = Array.from(flat);
  return characters.length > MAIL_NAME_MAX
    ? `${characters
        .slice(0, MAIL_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}
