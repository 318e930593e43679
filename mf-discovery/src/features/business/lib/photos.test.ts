import type { BusinessPhoto } from '@cerca/contracts/business';
import { describe, expect, it } from 'vitest';
import { coverPhoto, logoPhoto } from './photos';

const photo = (url: string, type: BusinessPhoto['type']): BusinessPhoto => ({
  id: '00000000-0000-4000-8000-000000000000',
  url,
  type,
  created_at: '2026-01-01T00:00:00Z',
});

describe('business photos', () => {
  it('covers with the banner, then the main photo, then the stock cover', () => {
    expect(coverPhoto([photo('/main.webp', 'main'), photo('/banner.webp', 'banner')], '/stock.webp')).toBe(
      '/banner.webp',
    );
    expect(coverPhoto([photo('/main.webp', 'main')], '/stock.webp')).toBe('/main.webp');
    expect(coverPhoto([], '/stock.webp')).toBe('/stock.webp');
    expect(coverPhoto([], null)).toBeNull();
  });

  it('uses the first main photo as logo', () => {
    expect(
      logoPhoto([photo('/banner.webp', 'banner'), photo('/a.webp', 'main'), photo('/b.webp', 'main')]),
    ).toBe('/a.webp');
    expect(logoPhoto([photo('/banner.webp', 'banner')])).toBeNull();
  });
});
