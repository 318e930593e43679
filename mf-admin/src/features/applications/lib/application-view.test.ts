import type { AdminApplication } from '@cerca/contracts/admin-partners';
import { describe, expect, it } from 'vitest';
import { applicantName, applicationPlace } from './application-view';

const application: AdminApplication = {
  id: 'a1',
  status: 'waitlisted',
  applicant: { id: 'u1', username: 'camila', full_name: null, email: 'camila@cerca.mx', avatar_url: null },
  city: { id: 'c1', name: 'Oaxaca', state: 'Oaxaca' },
  country_name: 'México',
  whatsapp: '951 567 9054',
  email: 'contacto@cerca.mx',
  created_at: '2026-11-24T10:00:00.000Z',
};

describe('application view', () => {
  it('names the applicant by username, then account e-mail, then the form e-mail', () => {
    expect(applicantName(application)).toBe('camila');
    expect(applicantName({ ...application, applicant: { ...application.applicant!, username: '' } })).toBe(
      'camila@cerca.mx',
    );
    expect(applicantName({ ...application, applicant: null })).toBe('contacto@cerca.mx');
  });

  it('places the application, or nothing once the city is gone', () => {
    expect(applicationPlace(application)).toBe('Oaxaca, Oaxaca · México');
    expect(applicationPlace({ ...application, city: null })).toBeNull();
  });
});
