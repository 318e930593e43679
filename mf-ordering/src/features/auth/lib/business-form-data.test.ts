import { describe, expect, it } from 'vitest';
import { toBusinessFormData } from './business-form-data';
import { EMPTY_BUSINESS } from './validation';

describe('toBusinessFormData', () => {
  it('sends the fields in snake_case and every photo as "photos"', () => {
    const photo = new File(['x'], 'frente.jpg', { type: 'image/jpeg' });
    const form = toBusinessFormData(
      {
        ...EMPTY_BUSINESS,
        name: ' Café Luna ',
        description: 'Café de olla',
        address: 'Calle 5',
        cityId: 'city-1',
        city: 'Puebla',
        state: 'Puebla',
        zipCode: '72000',
        category: 'Cafeterías',
        subcategory: 'Brunch',
        priceRange: 2,
      },
      [photo, photo],
    );
    expect(form.get('name')).toBe('Café Luna');
    expect(form.get('zip_code')).toBe('72000');
    expect(form.get('city_id')).toBe('city-1');
    expect(form.get('price_range')).toBe('2');
    expect(form.has('phone')).toBe(false);
    expect(form.has('website')).toBe(false);
    expect(form.getAll('photos')).toHaveLength(2);
    expect((form.get('photos') as File).name).toBe('frente.jpg');
  });
});
