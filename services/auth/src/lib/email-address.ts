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
