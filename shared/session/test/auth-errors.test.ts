import { describe, expect, it } from 'vitest';
import { normaliseCredentials, signInErrorKey, signUpErrorKey } from '../src/auth-errors';

describe('signInErrorKey', () => {
  it('recognises invalid credentials by code or message', () => {
    expect(signInErrorKey({ message: 'Invalid login credentials' })).toBe('invalidCredentials');
    expect(signInErrorKey({ code: 'invalid_credentials' })).toBe('invalidCredentials');
    expect(signInErrorKey({ code: 'invalid_credentials', message: 'x' })).toBe('invalidCredentials');
  });
  it('maps anything else to the generic message', () => {
    expect(signInErrorKey({ message: 'Email not confirmed' })).toBe('signInFailed');
    expect(signInErrorKey({ message: 'Email not confirmed', code: 'email_not_confirmed' })).toBe(
      'signInFailed',
    );
    expect(signInErrorKey({})).toBe('signInFailed');
  });
});

describe('signUpErrorKey', () => {
  it('recognises an e-mail already registered', () => {
    expect(signUpErrorKey({ message: 'User already registered' })).toBe('alreadyRegistered');
    expect(signUpErrorKey({ code: 'user_already_exists' })).toBe('alreadyRegistered');
  });
  it('names a weak password, and maps the rest to the generic message', () => {
    expect(
      signUpErrorKey({ message: 'Password should be at least 8 characters.', code: 'weak_password' }),
    ).toBe('weakPassword');
    expect(signUpErrorKey({})).toBe('signUpFailed');
  });
});

describe('normaliseCredentials', () => {
  it('requires both fields', () => {
    expect(normaliseCredentials({ email: ' ', password: 'secreto' })).toBeNull();
    expect(normaliseCredentials({ email: 'ana@example.com', password: '' })).toBeNull();
  });
  it('trims the e-mail only', () => {
    expect(normaliseCredentials({ email: ' ana@example.com ', password: ' p ' })).toEqual({
      email: 'ana@example.com',
      password: ' p ',
    });
  });
});
