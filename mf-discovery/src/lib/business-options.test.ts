import type { Category } from '@cerca/contracts';
import { BUSINESS_PHOTO_MAX_BYTES } from '@cerca/contracts/business';
import { describe, expect, it } from 'vitest';
import {
  PRICE_RANGES,
  pickPhotos,
  subcategoriesOf,
  subcategoryAfterCategoryChange,
} from './business-options';

describe('categories', () => {
  const categories = [
    { id: 'restaurantes', name: 'Restaurantes', subcategories: [{ name: 'Tacos' }, { name: 'Mariscos' }] },
    { id: 'cafeterias', name: 'Cafeterías', subcategories: [{ name: 'Brunch' }] },
  ] as unknown as Category[];

  it('offers the subcategories of the chosen main category', () => {
    expect(subcategoriesOf(categories, 'Restaurantes')).toEqual(['Tacos', 'Mariscos']);
    expect(subcategoriesOf(categories, '')).toEqual([]);
    expect(subcategoriesOf(categories, 'Otra')).toEqual([]);
    expect(subcategoriesOf(undefined, 'Restaurantes')).toEqual([]);
  });
  it('clears the subcategory when the main category changes', () => {
    expect(subcategoryAfterCategoryChange('Restaurantes', 'Cafeterías', 'Tacos')).toBe('');
    expect(subcategoryAfterCategoryChange('', 'Restaurantes', '')).toBe('');
    expect(subcategoryAfterCategoryChange('Restaurantes', 'Restaurantes', 'Tacos')).toBe('Tacos');
  });
});

describe('price ranges', () => {
  it('offers $ to $$$$', () => {
    expect(PRICE_RANGES).toEqual([1, 2, 3, 4]);
  });
});

describe('pickPhotos', () => {
  const image = (name: string, size = 1024) => ({ name, type: 'image/png', size });
  it('keeps images within 5 MB up to the room left, naming each refused file', () => {
    const result = pickPhotos(
      [
        image('a.png'),
        { name: 'menu.pdf', type: 'application/pdf', size: 10 },
        image('enorme.jpg', BUSINESS_PHOTO_MAX_BYTES + 1),
        image('b.png', BUSINESS_PHOTO_MAX_BYTES),
        image('c.png'),
      ],
      2,
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(result.rejected).toEqual([
      { fileName: 'menu.pdf', reason: 'notImage' },
      { fileName: 'enorme.jpg', reason: 'tooLarge' },
    ]);
    expect(result.overLimit).toBe(true);
  });
  it('takes nothing without room', () => {
    expect(pickPhotos([image('a.png')], 0)).toEqual({ accepted: [], rejected: [], overLimit: true });
  });
});
