import type { MyApplication } from '@cerca/contracts/partner-wizard';
import { describe, expect, it } from 'vitest';
import { openApplications } from './open-applications';

const application = (status: MyApplication['status'], city: MyApplication['city']): MyApplication => ({
  id: `00000000-0000-4000-8000-00000000000${status.length}`,
  status,
  city,
  created_at: '2026-11-27T10:00:00.000Z',
  reviewed_at: null,
});

const oaxaca = { id: '00000000-0000-4000-8000-000000000001', name: 'Oaxaca', state: 'Oaxaca' };

describe('openApplications', () => {
  it('keeps pending and waitlisted applications, in order', () => {
    const list = [application('waitlisted', oaxaca), application('pending', oaxaca)];
    expect(openApplications(list)).toEqual(list);
  });

  it('leaves out decided applications and those whose city is gone', () => {
    expect(
      openApplications([
        application('approved', oaxaca),
        application('rejected', oaxaca),
        application('pending', null),
      ]),
    ).toEqual([]);
  });
});
