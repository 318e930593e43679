import { describe, expect, it } from 'vitest';
import { deadlineOf } from './days-left';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();

describe('deadlineOf', () => {
  it("says 'Último día' with one day or less left", () => {
    for (const hours of [24, 23.99, 12, 1, 0.01]) {
      expect(deadlineOf(at(hours), NOW), `${hours} h`).toEqual({ kind: 'lastDay' });
    }
  });

  it('counts whole days rounded up beyond one day', () => {
    expect(deadlineOf(at(24 + 1 / 60), NOW)).toEqual({ kind: 'days', days: 2 });
    expect(deadlineOf(at(25), NOW)).toEqual({ kind: 'days', days: 2 });
    expect(deadlineOf(at(48), NOW)).toEqual({ kind: 'days', days: 2 });
    expect(deadlineOf(at(49), NOW)).toEqual({ kind: 'days', days: 3 });
    expect(deadlineOf(at(30 * 24), NOW)).toEqual({ kind: 'days', days: 30 });
  });

  it('takes a Date as well as the ISO text of the API', () => {
    expect(deadlineOf(new Date(NOW + 72 * HOUR), NOW)).toEqual({ kind: 'days', days: 3 });
  });

  it('never counts days for a deadline already past or unreadable', () => {
    expect(deadlineOf(at(-5), NOW)).toEqual({ kind: 'lastDay' });
    expect(deadlineOf('no es una fecha', NOW)).toEqual({ kind: 'lastDay' });
  });
});
