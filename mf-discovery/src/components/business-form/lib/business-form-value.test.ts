import { BUSINESS_PHOTO_MAX_BYTES } from '@cerca/contracts/business';
import { BUSINESS_FORM_PHOTO_LIMITS, emptyBusinessForm } from '@cerca/contracts/business-form';
import { describe, expect, it } from 'vitest';
import { TEST_CATEGORIES } from '../../../testing/catalogue';
import { pickPhotos, subcategoriesOf, withCategory, withCountry, withKnownCity } from './business-form-value';

const categories = TEST_CATEGORIES;
const chosen = withCategory(emptyBusinessForm(), 'Restaurantes');
const withTacos = { ...chosen, fields: { ...chosen.fields, subcategory: 'Tacos' } };

describe('the category and its subcategory', () => {
  it('offers the subcategories of the chosen category only', () => {
    expect(subcategoriesOf(categories, 'Restaurantes')).toEqual(['Tacos', 'Mariscos']);
    expect(subcategoriesOf(categories, '')).toEqual([]);
  });
  it('clears the subcategory when the main category changes', () => {
    expect(withCategory(withTacos, 'Cafeterías').fields).toMatchObject({
      category: 'Cafeterías',
      subcategory: '',
    });
  });
  it('keeps it when the same category is chosen again', () => {
    expect(withCategory(withTacos, 'Restaurantes').fields.subcategory).toBe('Tacos');
  });
});

describe('the place', () => {
  const CITY = { id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', name: 'Oaxaca de Juárez', state: 'Oaxaca' };
  it('forgets the city of another country', () => {
    const inOaxaca = emptyBusinessForm({ countryId: 'mx', cityId: CITY.id });
    expect(withCountry(inOaxaca, 'co')).toMatchObject({ countryId: 'co', fields: { city_id: '', city: '' } });
  });
  it('fills a preselected city once, keeping a state the person typed', () => {
    const preselected = emptyBusinessForm({ cityId: CITY.id });
    expect(withKnownCity(preselected, CITY)?.fields).toMatchObject({
      city: 'Oaxaca de Juárez',
      state: 'Oaxaca',
    });
    const typed = { ...preselected, fields: { ...preselected.fields, state: 'Oax.' } };
    expect(withKnownCity(typed, CITY)?.fields.state).toBe('Oax.');
    const named = withKnownCity(preselected, CITY);
    expect(named && withKnownCity(named, CITY)).toBeUndefined();
  });
});

describe('picking photos', () => {
  const image = (name: string, size = 1000) => ({ name, type: 'image/jpeg', size });

  it('accepts images up to 5 MB and names the refused files', () => {
    const pdf = { name: 'menu.pdf', type: 'application/pdf', size: 10 };
    const pick = pickPhotos([image('a.jpg'), pdf, image('big.jpg', BUSINESS_PHOTO_MAX_BYTES + 1)], 3);
    expect(pick.accepted.map((file) => file.name)).toEqual(['a.jpg']);
    expect(pick.rejected).toEqual([
      { fileName: 'menu.pdf', reason: 'notImage' },
      { fileName: 'big.jpg', reason: 'tooLarge' },
    ]);
  });
  it('keeps to the room left (3 at sign-up, 5 on the add page)', () => {
    expect(BUSINESS_FORM_PHOTO_LIMITS['sign-up'].photos.max).toBe(3);
    expect(BUSINESS_FORM_PHOTO_LIMITS.creation.photos.max).toBe(5);
    const pick = pickPhotos([image('3.jpg'), image('4.jpg')], 3 - 2);
    expect(pick.accepted.map((file) => file.name)).toEqual(['3.jpg']);
    expect(pick.overLimit).toBe(true);
  });
});
