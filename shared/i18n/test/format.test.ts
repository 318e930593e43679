import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatRelativeTime, i18n, registerNamespace } from '../src/index';

describe('es-MX formatting', () => {
  it('formats Mexican pesos', () => {
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('$1,234.50');
    expect(formatMoney('15.00')).toBe('$15.00');
  });

  it('writes relative time in Spanish', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelativeTime(new Date('2026-11-22T11:55:00Z'), now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(new Date('2026-11-21T12:00:00Z'), now)).toBe('ayer');
  });
});

describe('i18n instance', () => {
  it('serves common texts and namespaces registered later', () => {
    expect(i18n.t('actions.retry')).toBe('Reintentar');
    registerNamespace('demo', { hello: 'Hola {{name}}' });
    expect(i18n.t('demo:hello', { name: 'Ana' })).toBe('Hola Ana');
  });
});

describe('formatDateTime in a city time zone', () => {
  it("reads the time on the city's clocks, wherever the reader is", () => {
    // 03:00 UTC on 25 November is 21:00 of the 24th in Guadalajara and Oaxaca (UTC-6, no DST).
    const instant = '2026-11-25T03:00:00.000Z';
    expect(formatDateTime(instant, 'America/Mexico_City')).toMatch(
      /24 de noviembre de 2026.*9:00\s?p\.\s?m\./,
    );
    expect(formatDateTime(instant, 'America/Tijuana')).toMatch(/24 de noviembre de 2026.*7:00\s?p\.\s?m\./);
  });
});
