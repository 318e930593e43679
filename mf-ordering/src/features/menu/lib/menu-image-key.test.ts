import { describe, expect, it } from 'vitest';
import { menuImageKey } from './menu-image-key';

describe('menuImageKey', () => {
  it('reads the key of our own public URLs and of CDN URLs (STORAGE_PUBLIC_URL)', () => {
    expect(menuImageKey('/storage/v1/object/public/menu-items/b1/taco.webp')).toBe('b1/taco.webp');
    expect(menuImageKey('https://cdn.cerca.mx/media/menu-items/b1/taco.webp?v=2')).toBe('b1/taco.webp');
  });

  it('answers null for URLs of other buckets or elsewhere', () => {
    expect(menuImageKey('/storage/v1/object/public/avatars/u.png')).toBeNull();
    expect(menuImageKey('https://images.example/taco.jpg')).toBeNull();
    expect(menuImageKey('/storage/v1/object/public/menu-items/')).toBeNull();
  });
});
