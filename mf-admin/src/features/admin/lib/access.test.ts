import type { SessionState } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import { adminAccess, resolveAdminTab } from './access';

const userWith = (role: string) =>
  ({
    id: 'u1',
    app_metadata: { role },
    user_metadata: {},
    aud: 'authenticated',
    created_at: '',
  }) as unknown as NonNullable<SessionState['user']>;

describe('adminAccess', () => {
  it('waits while the session loads', () => {
    expect(adminAccess({ status: 'loading', user: null })).toBe('wait');
  });
  it('denies visitors, users and city partners', () => {
    expect(adminAccess({ status: 'signed-out', user: null })).toBe('deny');
    expect(adminAccess({ status: 'signed-in', user: userWith('user') })).toBe('deny');
    expect(adminAccess({ status: 'signed-in', user: userWith('city_partner') })).toBe('deny');
  });
  it('allows admins', () => {
    expect(adminAccess({ status: 'signed-in', user: userWith('admin') })).toBe('allow');
  });
});

describe('resolveAdminTab', () => {
  it('honours known tabs and falls back to Ciudades', () => {
    expect(resolveAdminTab('partners')).toBe('partners');
    expect(resolveAdminTab('settings')).toBe('settings');
    expect(resolveAdminTab('jobs')).toBe('jobs');
    expect(resolveAdminTab('applications')).toBe('applications');
    expect(resolveAdminTab('audit')).toBe('audit');
    expect(resolveAdminTab('nope')).toBe('cities');
    expect(resolveAdminTab(null)).toBe('cities');
  });
});
