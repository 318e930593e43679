import { describe, expect, it } from 'vitest';
import { signInErrorKey, signUpErrorKey } from './auth-errors';

describe('signInErrorKey', () => {
  it('recognises invalid credentials', () => {
    expect(signInErrorKey({ message: 'Invalid login credentials' })).toBe('invalidCredentials');
    expect(signInErrorKey({ code: 'invalid_credentials' })).toBe('invalidCredentials');
  });
  it('maps anything else to the generic message', () => {
    expect(signInErrorKey({ message: 'Email not confirmed' })).toBe('signInFailed');
  });
});

describe('signUpErrorKey', () => {
  it('recognises an e-mail already registered', () => {
    expect(signUpErrorKey({ message: 'User already registered' })).toBe('alreadyRegistered');
    expect(signUpErrorKey({ code: 'user_already_exists' })).toBe('alreadyRegistered');
  });
  it('maps weak passwords and the rest to the generic message', () => {
    expect(
      signUpErrorKey({ message: 'Password should be at least 6 characters.', code: 'weak_password' }),
    ).toBe('signUpFailed');
    expect(signUpErrorKey({})).toBe('signUpFailed');
  });
});
