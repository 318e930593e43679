import { describe, expect, it } from 'vitest';
import { formatArrivalWindow } from './format-arrival';

describe('formatArrivalWindow', () => {
  it("says the window in the city's time zone, 12-hour, the period once", () => {
    const window = { from: '2026-11-28T19:25:00.000Z', to: '2026-11-28T19:40:00.000Z' };
    expect(formatArrivalWindow(window, 'America/Mexico_City')).toEqual({ from: '1:25', to: '1:40 p.m.' });
    // Tijuana is two hours behind.
    expect(formatArrivalWindow(window, 'America/Tijuana')).toEqual({ from: '11:25', to: '11:40 a.m.' });
  });

  it('keeps both periods across noon', () => {
    const window = { from: '2026-11-28T17:50:00.000Z', to: '2026-11-28T18:05:00.000Z' };
    expect(formatArrivalWindow(window, 'America/Mexico_City')).toEqual({
      from: '11:50 a.m.',
      to: '12:05 p.m.',
    });
  });
});
