import { DELETE_ACCOUNT_WORD } from '@cerca/contracts/account';

/** Spec 01 §5 / 02 §5: only the exact word "eliminar" confirms (no trimming, no other case). */
export function isDeleteConfirmed(word: string): boolean {
  return word === DELETE_ACCOUNT_WORD;
}

export interface PasswordFormValues {
  current: string;
  next: string;
  confirm: string;
}

const KNOWN_PASSWORD_ERRORS = [
  'current_password_mismatch',
  'weak_password',
  'same_password',
  'over_request_rate_limit',
] as const;

/** What is wrong with the form before asking the server (account.password.errors.<key>), or null. */
export function passwordFormError({
  current,
  next,
  confirm,
}: PasswordFormValues): 'required' | 'mismatch' | null {
  if (current === '' || next === '' || confirm === '') return 'required';
  if (next !== confirm) return 'mismatch';
  return null;
}

/** The text key of an auth-service refusal (GoTrue error_code). */
export function passwordErrorKey(code: string): string {
  return (KNOWN_PASSWORD_ERRORS as readonly string[]).includes(code) ? code : 'generic';
}
