import { gotrue } from './gotrue-error';

// One @, no spaces, a dotted domain with a 2+ letter TLD: what people can type and mail can reach.
const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\]\\]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;

/** Trims, lower-cases and validates an e-mail with GoTrue's messages. */
export function normalizeEmail(input: unknown): string {
  if (typeof input !== 'string' || input.trim() === '')
    throw gotrue.validation('An email address is required');
  const email = input.trim().toLowerCase();
  if (email.length > 255) throw gotrue.validation('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw gotrue.validation('Unable to validate email address: invalid format');
  return email;
}

/** The part before @ as a handle: accents dropped, lower-case, only [a-z0-9._] ("Ana.María+x" → "ana.maria_x"), 1–24 chars. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 24);
  return cleaned || 'usuario';
}
