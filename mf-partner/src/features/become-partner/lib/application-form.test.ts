import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationValues,
  applicationDefaults,
  applicationResolver,
  firstApplicationError,
  toStoredForm,
} from './application-form';

const COUNTRY = '5b0a4b1e-8a9c-4d2e-9f1a-1c2d3e4f5a6b';
const CITY = '6c1b5c2f-9b0d-4e3f-8a2b-2d3e4f5a6b7c';
const VALUES: ApplicationValues = {
  country_id: COUNTRY,
  city_id: CITY,
  whatsapp: ' +52 33 1234 5678 ',
  email: ' ana@example.com ',
};

async function resolve(values: ApplicationValues) {
  return applicationResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the application form', () => {
  it('hands over exactly what the endpoint takes, trimmed', async () => {
    expect((await resolve(VALUES)).values).toEqual({
      country_id: COUNTRY,
      city_id: CITY,
      whatsapp: '+52 33 1234 5678',
      email: 'ana@example.com',
    });
  });

  it('names the first refused field with the contract code, in page order', async () => {
    const cases: [Partial<ApplicationValues>, string][] = [
      [{ city_id: '' }, 'city_required'],
      [{ whatsapp: '' }, 'whatsapp_required'],
      [{ whatsapp: '12' }, 'invalid_whatsapp'],
      [{ email: ' ' }, 'email_required'],
      [{ email: 'ana' }, 'invalid_email'],
      [{ city_id: '', email: '' }, 'city_required'],
    ];
    for (const [change, code] of cases) {
      const { errors } = await resolve({ ...VALUES, ...change });
      expect(firstApplicationError(errors as FieldErrors<ApplicationValues>)).toBe(code);
    }
  });

  it('starts from partnerFormData and writes it back with its spec names', () => {
    expect(applicationDefaults(null)).toEqual({ country_id: '', city_id: '', whatsapp: '', email: '' });
    const stored = toStoredForm(VALUES, 'contact', null);
    expect(stored).toEqual({
      countryId: COUNTRY,
      cityId: CITY,
      whatsapp: VALUES.whatsapp,
      email: VALUES.email,
      step: 'contact',
      newCity: null,
    });
    expect(applicationDefaults(stored)).toEqual(VALUES);
  });
});
