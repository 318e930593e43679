import { describe, expect, it } from 'vitest';
import { chartScale, monthParts } from './chart-scale';

describe('chartScale', () => {
  it('picks a nice top and ticks', () => {
    expect(chartScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(chartScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(chartScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(chartScale(120)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
  });
});

describe('monthParts', () => {
  it('names months in Spanish, with their year', () => {
    expect(monthParts('2026-11')).toEqual({ name: 'nov', year: '2026' });
    expect(monthParts('2027-01')).toEqual({ name: 'ene', year: '2027' });
  });
});
