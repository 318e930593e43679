import { describe, expect, it } from 'vitest';
import { resolveCityTab } from './dashboard-tabs';

describe('resolveCityTab', () => {
  it('reads ?tab= and falls back to Resumen', () => {
    expect(resolveCityTab('businesses')).toBe('businesses');
    expect(resolveCityTab('events')).toBe('events');
    expect(resolveCityTab(null)).toBe('summary');
    expect(resolveCityTab('admin')).toBe('summary');
  });
});
