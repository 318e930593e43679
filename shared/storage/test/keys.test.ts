import { describe, expect, it } from 'vitest';
import { isValidKey, keyWithExtension } from '../src/index';

describe('keyWithExtension', () => {
  it.each([
    ['b1/foto.png', 'jpg', 'b1/foto.jpg'],
    ['b1/foto.exe', 'jpg', 'b1/foto.jpg'],
    ['b1/FOTO.JPG', 'jpg', 'b1/FOTO.jpg'],
    ['b1/sub/portada', 'webp', 'b1/sub/portada.webp'],
    ['b1/playa.tar.gz', 'mp4', 'b1/playa.tar.mp4'],
    ['b1/raro.', 'gif', 'b1/raro.gif'],
    ['b1.d/sin-punto', 'png', 'b1.d/sin-punto.png'],
    ['5f0c2a1e-0000-4000-8000-000000000001.png', 'mov', '5f0c2a1e-0000-4000-8000-000000000001.mov'],
  ])('%s as %s is %s', (key, extension, stored) => {
    expect(keyWithExtension(key, extension)).toBe(stored);
    expect(isValidKey(stored)).toBe(true);
  });
});
