import { describe, expect, it } from 'vitest';
import { categoryPath, findCategory, MAIN_CATEGORIES } from './categories';

describe('category catalogue', () => {
  it('has the 14 main categories', () => {
    expect(MAIN_CATEGORIES).toHaveLength(14);
  });

  it('links each category to /category/<name lowercased>', () => {
    expect(categoryPath({ name: 'Restaurantes' })).toBe('/category/restaurantes');
    expect(categoryPath({ name: 'Vida Nocturna' })).toBe('/category/vida%20nocturna');
  });

  it('matches every link back to its category, whatever the case', () => {
    for (const category of MAIN_CATEGORIES) {
      const param = decodeURIComponent(categoryPath(category).slice('/category/'.length));
      expect(findCategory(param)?.name).toBe(category.name);
      expect(findCategory(param.toUpperCase())?.name).toBe(category.name);
    }
  });

  it('finds nothing for unknown or missing parameters', () => {
    expect(findCategory('ferreterias-de-marte')).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
  });
});
