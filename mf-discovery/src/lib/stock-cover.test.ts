import type { Category } from '@cerca/contracts';
import { describe, expect, it } from 'vitest';
import { stockCover } from './stock-cover';

const category = (name: string, banner: string | null, image: string | null): Category => ({
  id: name.toLowerCase(),
  name,
  image_url: image,
  banner_url: banner,
  color: '#c2185b',
  subcategories: [],
});

describe('stockCover', () => {
  const categories = [
    category('Restaurantes', '/banner/restaurantes.webp', '/img/restaurantes.webp'),
    category('Cafeterías', null, '/img/cafeterias.webp'),
    category('Tiendas', null, null),
  ];

  it('uses the category banner, then its image', () => {
    expect(stockCover(categories, 'Restaurantes')).toBe('/banner/restaurantes.webp');
    expect(stockCover(categories, 'cafeterías')).toBe('/img/cafeterias.webp');
  });

  it('falls back to the neutral gradient (null)', () => {
    expect(stockCover(categories, 'Tiendas')).toBeNull();
    expect(stockCover(categories, 'Ferretería')).toBeNull();
    expect(stockCover(undefined, 'Restaurantes')).toBeNull();
  });
});
