import { describe, expect, it } from 'vitest';
import { excerpt, searchTerm } from './activity';

describe('excerpt', () => {
  it('keeps 50 characters of a review comment (spec 02 §9)', () => {
    const long = 'á'.repeat(60);
    expect(excerpt(long)).toBe(`${'á'.repeat(50)}…`);
    expect(excerpt('  Muy   rico  ')).toBe('Muy rico');
    expect(excerpt('x'.repeat(50))).toBe('x'.repeat(50));
    expect(excerpt(null)).toBeNull();
    expect(excerpt('   ')).toBeNull();
  });
  it('never splits an emoji', () => {
    expect(excerpt(`${'a'.repeat(49)}😀😀`)).toBe(`${'a'.repeat(49)}😀…`);
  });
});

describe('searchTerm', () => {
  it('trims and caps the search', () => {
    expect(searchTerm('  café ', 100)).toBe('café');
    expect(searchTerm('abcdef', 3)).toBe('abc');
  });
});
