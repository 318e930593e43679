import type { MyApplication } from '@cerca/contracts/partner-wizard';
import { describe, expect, it } from 'vitest';
import { staysForReview } from './after-sign-in';

const application = (status: MyApplication['status']): MyApplication => ({
  id: '00000000-0000-4000-8000-000000000009',
  status,
  city: { id: '00000000-0000-4000-8000-000000000001', name: 'Oaxaca', state: 'Oaxaca' },
  created_at: '2026-11-27T10:00:00.000Z',
  reviewed_at: null,
});

describe('staysForReview', () => {
  it('keeps a plain account whose application waits for an admin', () => {
    expect(staysForReview('user', [application('pending')])).toBe(true);
    expect(staysForReview(null, [application('waitlisted')])).toBe(true);
  });

  it('sends partners, admins and people with nothing waiting on to /dashboard', () => {
    expect(staysForReview('city_partner', [application('waitlisted')])).toBe(false);
    expect(staysForReview('admin', [application('pending')])).toBe(false);
    expect(staysForReview('user', [application('rejected'), application('approved')])).toBe(false);
    expect(staysForReview('user', [])).toBe(false);
  });
});
