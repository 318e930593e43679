import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy, tileOrigin } from '../src/static-files';

describe('the pages’ content security policy', () => {
  it('allows images from our origin only when no satellite tiles are configured', () => {
    const policy = pageContentSecurityPolicy([]);
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(tileOrigin(null)).toBeNull();
    expect(tileOrigin('no es una URL')).toBeNull();
  });

  it('adds the tile origin of MAP_SATELLITE_TILE_URL to img-src, and nowhere else', () => {
    const origin = tileOrigin('https://tiles.example.com/v1/{z}/{x}/{y}.jpg?access_token={token}');
    expect(origin).toBe('https://tiles.example.com');
    const policy = pageContentSecurityPolicy(['https://cdn.example.mx'], [origin!]);
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.com;");
    expect(policy).toContain("script-src 'self' https://cdn.example.mx;");
    expect(policy).not.toContain("connect-src 'self' ws: wss: https://tiles.example.com");
  });

  it('adds the object store browsers upload to, and the CDN of public files (STORAGE_PUBLIC_URL)', () => {
    const policy = pageContentSecurityPolicy([], [], {
      upload: ['https://cerca-business-posts.s3.us-east-1.amazonaws.com'],
      media: ['https://media.cerca.mx'],
    });
    expect(policy).toContain(
      "connect-src 'self' ws: wss: https://cerca-business-posts.s3.us-east-1.amazonaws.com;",
    );
    expect(policy).toContain("img-src 'self' data: blob: https://media.cerca.mx;");
    expect(policy).toContain("media-src 'self' blob: https://media.cerca.mx;");
  });
});
