import { describe, expect, it } from 'vitest';
import { forgotPasswordErrorKey, recoveryErrorKey, recoveryRedirect } from './forgot-password-schema';

describe('forgot password', () => {
  it('lands the mailed link on /profile of this origin', () => {
    expect(recoveryRedirect('https://cerca.mx')).toBe('https://cerca.mx/profile');
  });

  it('words a rate limit apart from other failures', () => {
    expect(recoveryErrorKey({ status: 429, code: 'over_email_send_rate_limit' })).toBe('rateLimit');
    expect(recoveryErrorKey({ code: 'over_request_rate_limit' })).toBe('rateLimit');
    expect(recoveryErrorKey({ status: 500 })).toBe('failed');
  });

  it('maps the schema messages to text keys', () => {
    expect(forgotPasswordErrorKey('missingEmail')).toBe('missingEmail');
    expect(forgotPasswordErrorKey('invalidEmail')).toBe('invalidEmail');
    expect(forgotPasswordErrorKey(undefined)).toBe('invalidEmail');
  });
});
