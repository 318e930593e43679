import { createBusinessFieldsSchema } from '@cerca/contracts/business';
import { describe, expect, it } from 'vitest';
import { toBusinessFormData } from './business-form-data';

const CITY_ID = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('toBusinessFormData', () => {
  it('sends the contract fields as named and every photo as "photos"', () => {
    const photo = new File(['x'], 'frente.jpg', { type: 'image/jpeg' });
    const fields = createBusinessFieldsSchema.parse({
      name: ' Café Luna ',
      description: 'Café de olla',
      address: 'Calle 5',
      city_id: CITY_ID,
      city: 'Puebla',
      state: 'Puebla',
      zip_code: '72000',
      category: 'Cafeterías',
      subcategory: 'Brunch',
      price_range: '2',
      phone: '',
      website: ' ',
    });
    const form = toBusinessFormData(fields, [photo, photo]);
    expect(form.get('name')).toBe('Café Luna');
    expect(form.get('zip_code')).toBe('72000');
    expect(form.get('city_id')).toBe(CITY_ID);
    expect(form.get('price_range')).toBe('2');
    expect(form.has('phone')).toBe(false);
    expect(form.has('website')).toBe(false);
    expect(form.getAll('photos')).toHaveLength(2);
    expect((form.get('photos') as File).name).toBe('frente.jpg');
  });
});
