/** The parts of a GoTrue (auth-js) error the form looks at. */
export interface AuthErrorLike {
  message?: string;
  code?: string;
}

export type SignInErrorKey = 'invalidCredentials' | 'signInFailed';
export type SignUpErrorKey = 'alreadyRegistered' | 'signUpFailed';

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
  return 'signUpFailed';
}
