import { describe, expect, it } from 'vitest';
import { EMPTY_FORM_DATA, parsePartnerFormData } from './partner-form-data';

describe('partnerFormData', () => {
  it('restores the entries the wizard saved', () => {
    const saved = {
      countryId: 'mx',
      cityId: 'gdl',
      whatsapp: '3312345678',
      email: 'ana@example.com',
      step: 'contact',
      newCity: null,
    };
    expect(parsePartnerFormData(JSON.stringify(saved))).toEqual(saved);
  });

  it('reads the spec fields alone, starting at the first step', () => {
    const spec = { countryId: 'mx', cityId: 'gdl', whatsapp: '33', email: 'a@b.mx' };
    expect(parsePartnerFormData(JSON.stringify(spec))).toEqual({ ...spec, step: 'intro', newCity: null });
  });

  it('ignores what it cannot read', () => {
    expect(parsePartnerFormData(null)).toBeNull();
    expect(parsePartnerFormData('no es json')).toBeNull();
    expect(parsePartnerFormData('7')).toBeNull();
    expect(parsePartnerFormData(JSON.stringify({ step: 'admin', cityId: 42, newCity: { name: 1 } }))).toEqual(
      {
        ...EMPTY_FORM_DATA,
        newCity: { name: '', state: '' },
      },
    );
  });
});
