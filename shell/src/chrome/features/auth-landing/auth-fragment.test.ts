import { describe, expect, it } from 'vitest';
import { asksForPassword, parseAuthFragment, passwordErrorKey } from './auth-fragment';

describe('parseAuthFragment', () => {
  it('reads the session /verify redirects with', () => {
    const fragment = parseAuthFragment(
      '#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery',
    );
    expect(fragment).toEqual({ kind: 'session', accessToken: 'a.b.c', refreshToken: 'r1', type: 'recovery' });
    expect(fragment && asksForPassword(fragment)).toBe(true);
  });

  it('asks for a password for invitations but only signs in for the other types', () => {
    const invite = parseAuthFragment('access_token=a&refresh_token=r&type=invite');
    expect(invite && asksForPassword(invite)).toBe(true);
    for (const type of ['signup', 'magiclink', 'email_change']) {
      const fragment = parseAuthFragment(`#access_token=a&refresh_token=r&type=${type}`);
      expect(fragment?.kind).toBe('session');
      expect(fragment && asksForPassword(fragment)).toBe(false);
    }
  });

  it('reads an expired or used link', () => {
    expect(
      parseAuthFragment(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
      ),
    ).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid' });
  });

  it('ignores anchors, missing tokens and unknown types', () => {
    expect(parseAuthFragment('')).toBeNull();
    expect(parseAuthFragment('#menu')).toBeNull();
    expect(parseAuthFragment('#access_token=a&type=recovery')).toBeNull();
    expect(parseAuthFragment('#access_token=a&refresh_token=r')).toBeNull();
    expect(parseAuthFragment('#access_token=a&refresh_token=r&type=constructor')).toBeNull();
  });
});

describe('passwordErrorKey', () => {
  it('words each weak_password reason', () => {
    expect(passwordErrorKey({ code: 'weak_password', reasons: ['length'] })).toBe('errors.length');
    expect(passwordErrorKey({ code: 'weak_password', reasons: ['length', 'pwned'] })).toBe('errors.common');
    expect(passwordErrorKey({ code: 'weak_password', reasons: ['characters'] })).toBe('errors.blank');
  });

  it('tells an expired session and a rate limit apart from the rest', () => {
    expect(passwordErrorKey({ status: 401 })).toBe('errors.expired');
    expect(passwordErrorKey({ status: 429 })).toBe('errors.rateLimit');
    expect(passwordErrorKey({ status: 500 })).toBe('errors.generic');
  });
});
