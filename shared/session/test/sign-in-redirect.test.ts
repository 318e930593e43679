import { describe, expect, it } from 'vitest';
import { redirectTarget, signInPath } from '../src/sign-in-redirect';

describe('redirectTarget', () => {
  it('turns a slug or a path with its query into a same-site path', () => {
    expect(redirectTarget('become-partner')).toBe('/become-partner');
    expect(redirectTarget('/dashboard')).toBe('/dashboard');
    expect(redirectTarget('/add-business?city=6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b')).toBe(
      '/add-business?city=6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    );
  });
  it('refuses anything that could leave the site', () => {
    expect(redirectTarget('//evil.example')).toBeNull();
    expect(redirectTarget('https://evil.example')).toBeNull();
    expect(redirectTarget('javascript:alert(1)')).toBeNull();
    expect(redirectTarget('/a?b=<script>')).toBeNull();
    expect(redirectTarget('/a#x')).toBeNull();
    expect(redirectTarget(null)).toBeNull();
  });
});

describe('signInPath', () => {
  it('sends to /profile with the page to come back to', () => {
    expect(signInPath('/add-business?city=abc')).toBe('/profile?redirect=%2Fadd-business%3Fcity%3Dabc');
    expect(redirectTarget(new URLSearchParams('redirect=%2Fadd-business%3Fcity%3Dabc').get('redirect'))).toBe(
      '/add-business?city=abc',
    );
  });
  it('adds nothing for /profile itself or a target it would refuse', () => {
    expect(signInPath('/profile')).toBe('/profile');
    expect(signInPath('https://evil.example')).toBe('/profile');
  });
});
