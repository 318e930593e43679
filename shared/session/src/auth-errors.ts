/** The parts of a GoTrue (auth-js) error the sign-in and sign-up forms look at. */
export interface AuthErrorLike {
  message?: string;
  code?: string;
}

/** Keys of the forms' texts: each remote words them in its own resource file. */
export type SignInErrorKey = 'invalidCredentials' | 'signInFailed';
export type SignUpErrorKey = 'alreadyRegistered' | 'weakPassword' | 'signUpFailed';

/** Spec 02 §8: invalid credentials get their own message, anything else the generic one. */
export function signInErrorKey(error: AuthErrorLike): SignInErrorKey {
  if (error.code === 'invalid_credentials' || /invalid login credentials/i.test(error.message ?? '')) {
    return 'invalidCredentials';
  }
  return 'signInFailed';
}

/** Spec 02 §8: "a message containing user already registered"; GoTrue also sends a code. */
export function signUpErrorKey(error: AuthErrorLike): SignUpErrorKey {
  if (
    error.code === 'user_already_exists' ||
    error.code === 'email_exists' ||
    /already registered/i.test(error.message ?? '')
  ) {
    return 'alreadyRegistered';
  }
  // The spec is silent; "try another e-mail" would mislead someone whose password was refused.
  if (error.code === 'weak_password') return 'weakPassword';
  return 'signUpFailed';
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
