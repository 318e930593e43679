import { describe, expect, it } from 'vitest';
import { formatMoney, formatRelativeTime, i18n, registerNamespace } from '../src/index';

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
