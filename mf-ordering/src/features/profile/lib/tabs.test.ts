import { describe, expect, it } from 'vitest';
import { resolveProfileTab, visibleTabs } from './tabs';

describe('visibleTabs', () => {
  it('shows Mis Negocios only to owners', () => {
    expect(visibleTabs(false)).toEqual(['my_profile', 'orders', 'addresses', 'subscription', 'settings']);
    expect(visibleTabs(true)).toEqual([
      'my_profile',
      'my_businesses',
      'orders',
      'addresses',
      'subscription',
      'settings',
    ]);
  });
});

describe('resolveProfileTab', () => {
  it('honours ?tab= for visible tabs', () => {
    expect(resolveProfileTab('settings', false)).toBe('settings');
    expect(resolveProfileTab('my_businesses', true)).toBe('my_businesses');
  });
  it('falls back to my_profile', () => {
    expect(resolveProfileTab(null, true)).toBe('my_profile');
    expect(resolveProfileTab('nope', true)).toBe('my_profile');
    expect(resolveProfileTab('my_businesses', false)).toBe('my_profile');
  });
});
