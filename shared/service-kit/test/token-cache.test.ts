import { describe, expect, it } from 'vitest';
import { type AuthUser, cacheVerifiedTokens, type TokenVerifier } from '../src/auth';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

function countingVerifier(users: Record<string, AuthUser | Error>) {
  const calls: string[] = [];
  const verify: TokenVerifier = async (token) => {
    calls.push(token);
    const user = users[token];
    if (!user) throw new Error('unknown token');
    if (user instanceof Error) throw user;
    return user;
  };
  return { verify, calls };
}

const user = (id: string, expiresAt?: number): AuthUser => ({
  id,
  email: `${id}@example.mx`,
  role: 'user',
  managedCityId: null,
  sessionId: `session-${id}`,
  ...(expiresAt === undefined ? {} : { expiresAt }),
});

describe('cacheVerifiedTokens', () => {
  it('verifies a token once and answers the same caller until it expires', async () => {
    let now = NOW;
    const { verify, calls } = countingVerifier({ a: user('a', NOW + 60_000) });
    const cached = cacheVerifiedTokens(verify, { now: () => now });
    expect((await cached('a', { issuer: 'x' })).id).toBe('a');
    expect((await cached('a', { issuer: 'x' })).id).toBe('a');
    expect(calls).toEqual(['a']);
    now = NOW + 60_000;
    // At exp the cache lets go and the verifier decides again (jose refuses an expired token).
    await cached('a', { issuer: 'x' });
    expect(calls).toEqual(['a', 'a']);
  });

  it('never keeps a refusal: a bad token is checked, and refused, every time', async () => {
    const { verify, calls } = countingVerifier({ bad: new Error('signature') });
    const cached = cacheVerifiedTokens(verify, { now: () => NOW });
    await expect(cached('bad')).rejects.toThrow('signature');
    await expect(cached('bad')).rejects.toThrow('signature');
    expect(calls).toEqual(['bad', 'bad']);
  });

  it('keys by the expected issuer too, so a token accepted for one issuer is checked for another', async () => {
    const { verify, calls } = countingVerifier({ a: user('a', NOW + 60_000) });
    const cached = cacheVerifiedTokens(verify, { now: () => NOW });
    await cached('a', { issuer: 'https://cerca.mx/auth/v1' });
    await cached('a', { issuer: 'https://otra.mx/auth/v1' });
    expect(calls).toEqual(['a', 'a']);
  });

  it('does not keep tokens without an expiry, nor ones already expired', async () => {
    const { verify, calls } = countingVerifier({ forever: user('f'), old: user('o', NOW - 1) });
    const cached = cacheVerifiedTokens(verify, { now: () => NOW });
    await cached('forever');
    await cached('forever');
    await cached('old');
    await cached('old');
    expect(calls).toEqual(['forever', 'forever', 'old', 'old']);
  });

  it('holds at most maxEntries tokens, dropping the oldest first', async () => {
    const { verify, calls } = countingVerifier({
      a: user('a', NOW + 60_000),
      b: user('b', NOW + 60_000),
      c: user('c', NOW + 60_000),
    });
    const cached = cacheVerifiedTokens(verify, { maxEntries: 2, now: () => NOW });
    await cached('a');
    await cached('b');
    await cached('c'); // a leaves
    await cached('b');
    await cached('c');
    expect(calls).toEqual(['a', 'b', 'c']);
    await cached('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
