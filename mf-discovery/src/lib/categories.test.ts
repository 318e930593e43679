import type { Category } from '@cerca/contracts';
import { describe, expect, it } from 'vitest';
import { categoryPath, findCategory } from './categories';

const category = (id: string, name: string): Category => ({
  id,
  name,
  image_url: null,
  banner_url: null,
  color: '#c2185b',
  subcategories: [],
});

// The shape GET /api/discovery/categories answers (its 14 categories are checked by the
// discovery service's catalogue test).
const CATEGORIES = [
  category('restaurantes', 'Restaurantes'),
  category('cafeterias', 'Cafeterías'),
  category('vida-nocturna', 'Vida Nocturna'),
];

describe('category links', () => {
  it('links each category to /category/<name lowercased>', () => {
    expect(categoryPath({ name: 'Restaurantes' })).toBe('/category/restaurantes');
    expect(categoryPath({ name: 'Vida Nocturna' })).toBe('/category/vida%20nocturna');
  });

  it('matches every link back to its category, whatever the case', () => {
    for (const { name } of CATEGORIES) {
      const param = decodeURIComponent(categoryPath({ name }).slice('/category/'.length));
      expect(findCategory(CATEGORIES, param)?.name).toBe(name);
      expect(findCategory(CATEGORIES, param.toUpperCase())?.name).toBe(name);
    }
  });

  it('matches slugs and names without accents', () => {
    expect(findCategory(CATEGORIES, 'vida-nocturna')?.name).toBe('Vida Nocturna');
    expect(findCategory(CATEGORIES, 'cafeterias')?.name).toBe('Cafeterías');
    expect(findCategory(CATEGORIES, 'Cafeter%C3%ADas')?.name).toBe('Cafeterías');
  });

  it('finds nothing for unknown or missing parameters', () => {
    expect(findCategory(CATEGORIES, 'ferreterias-de-marte')).toBeUndefined();
    expect(findCategory(CATEGORIES, undefined)).toBeUndefined();
  });
});
