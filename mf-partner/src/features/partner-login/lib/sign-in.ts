/** What the sign-in form needs to know about a GoTrue error. */
export interface AuthErrorLike {
  message?: string;
  code?: string;
}

export type SignInErrorKey = 'invalidCredentials' | 'signInFailed';

/** Spec 02 §8: invalid credentials get their own message, anything else the generic one. */
export function signInErrorKey(error: AuthErrorLike): SignInErrorKey {
  if (error.code === 'invalid_credentials' || /invalid login credentials/i.test(error.message ?? '')) {
    return 'invalidCredentials';
  }
  return 'signInFailed';
}

export interface Credentials {
  email: string;
  password: string;
}

/** Both fields are required; the e-mail is trimmed, the password kept as typed. */
export function normaliseCredentials(input: Credentials): Credentials | null {
  const email = input.email.trim();
  if (!email || !input.password) return null;
  return { email, password: input.password };
}
