import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './order-options';

describe('mapSearchUrl', () => {
  it('searches the whole address, encoded', () => {
    const url = new URL(mapSearchUrl(' Calle Morelos 45, Col. Americana #3 '));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Calle Morelos 45, Col. Americana #3');
    expect(url.hash).toBe('');
  });
});
