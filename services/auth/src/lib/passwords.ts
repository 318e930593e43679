import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';
import { gotrue } from './gotrue-error';
import { isRepetition, isSequence } from './password-patterns';

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane); @node-rs/argon2 declares its
// Algorithm enum as a const enum, which isolated modules cannot import by value.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Like GoTrue (bcrypt's limit): longer inputs are refused rather than silently truncated. */
const PASSWORD_MAX_LENGTH = 72;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, or a user who never
 * set a password) it still runs one argon2 verification against a throwaway hash, so both
 * answers take about as long and timing does not reveal which e-mails have accounts.
 */
export async function verifyPassword(
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * The strength rule for every new password (sign-up, PUT /user including a recovery's new
 * password, the admin API), answered like GoTrue's checkPasswordStrength: each failed check adds
 * its reason and message, in GoTrue's order (length, characters), as one 422 weak_password; like
 * GoTrue's leaked-password check, "pwned" is asked only of a password that passes those. Here
 * "characters" means "not only whitespace", and "pwned" means easy to guess: one of the common
 * passwords, one short block repeated ('aaaaaaaa', '11111111') or a run of the alphabet, the
 * digits or the keyboard ('12345678', 'abcdefgh', 'qwertyui'), compared in lower case.
 */
export function assertStrongPassword(password: string, minLength: number): void {
  const length = [...password].length;
  if (length > PASSWORD_MAX_LENGTH) {
    throw gotrue.unprocessable(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  const failed: WeakPasswordReason[] = [];
  if (length < minLength)
    failed.push({ reason: 'length', message: `Password should be at least ${minLength} characters.` });
  if (password.trim() === '') {
    failed.push({
      reason: 'characters',
      message: 'Password should contain at least one character that is not whitespace.',
    });
  }
  if (failed.length === 0 && isGuessable(password)) {
    failed.push({
      reason: 'pwned',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    });
  }
  if (failed.length > 0) throw gotrue.weakPassword(failed);
}

function isGuessable(password: string): boolean {
  const text = password.normalize('NFC').trim().toLowerCase();
  return COMMON_PASSWORDS.has(text) || isRepetition(text) || isSequence(text);
}

interface WeakPasswordReason {
  reason: 'length' | 'characters' | 'pwned';
  message: string;
}
