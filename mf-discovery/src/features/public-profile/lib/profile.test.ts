import { describe, expect, it } from 'vitest';
import { displayName, joinedAgo, profileCounts } from './profile';

describe('displayName', () => {
  it('prefers the full name, else the username', () => {
    expect(displayName({ full_name: 'Ana López', username: 'ana' })).toBe('Ana López');
    expect(displayName({ full_name: null, username: 'ana' })).toBe('ana');
    expect(displayName({ full_name: '   ', username: 'ana' })).toBe('ana');
  });
});

describe('profileCounts', () => {
  it('shows the posts and fixes followers and following at 0', () => {
    expect(profileCounts(7)).toEqual([
      { key: 'posts', count: 7 },
      { key: 'followers', count: 0 },
      { key: 'following', count: 0 },
    ]);
  });
});

describe('joinedAgo', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('says how long ago in Spanish', () => {
    expect(joinedAgo('2026-08-20T12:00:00Z', now)).toBe('hace 3 meses');
    expect(joinedAgo('2026-11-23T12:00:00Z', now)).toBe('ayer');
    expect(joinedAgo('2026-11-24T09:00:00Z', now)).toBe('hace 3 horas');
    expect(joinedAgo('2024-11-24T12:00:00Z', now)).toBe('hace 2 años');
  });

  it('reads at least a minute ago for brand-new accounts and clocks behind the server', () => {
    expect(joinedAgo('2026-11-24T11:59:58Z', now)).toBe('hace 1 minuto');
    expect(joinedAgo('2026-11-24T12:00:30Z', now)).toBe('hace 1 minuto');
  });
});
