import { describe, expect, it } from 'vitest';
import { normaliseCredentials, signInErrorKey } from './sign-in';

describe('signInErrorKey', () => {
  it('recognises invalid credentials by code or message', () => {
    expect(signInErrorKey({ code: 'invalid_credentials', message: 'x' })).toBe('invalidCredentials');
    expect(signInErrorKey({ message: 'Invalid login credentials' })).toBe('invalidCredentials');
  });
  it('maps anything else to the generic message', () => {
    expect(signInErrorKey({ message: 'Email not confirmed', code: 'email_not_confirmed' })).toBe(
      'signInFailed',
    );
    expect(signInErrorKey({})).toBe('signInFailed');
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
