import { describe, expect, it } from 'vitest';
import { publicProfileUrl, QR_OPTIONS } from './qr';

describe('Mi QR', () => {
  it('encodes the public profile link', () => {
    expect(publicProfileUrl('https://cerca.mx', '7c0e1a52-0000-4000-8000-000000000001')).toBe(
      'https://cerca.mx/profile/7c0e1a52-0000-4000-8000-000000000001',
    );
  });
  it('is 300 px with correction level M', () => {
    expect(QR_OPTIONS).toMatchObject({ width: 300, errorCorrectionLevel: 'M' });
  });
});
