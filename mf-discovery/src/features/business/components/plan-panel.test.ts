import { i18n, registerNamespace } from '@cerca/i18n';
import { describe, expect, it } from 'vitest';
import { NS } from '../../../lib/i18n';
import texts from '../../../locales/es-MX/businesses.json';
import { limitText } from './plan-panel';

registerNamespace(NS, texts);
const t = ((key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: NS, ...options })) as unknown as Parameters<typeof limitText>[0];

describe('plan limits text', () => {
  it('says used of limit, or that there is none', () => {
    expect(limitText(t, 'posts', 2, 3)).toBe('Publicaciones: 2 de 3');
    expect(limitText(t, 'highlights', 4, null)).toBe('Historias destacadas: 4 (sin límite)');
  });

  it('counts the trial days in Spanish', () => {
    expect(i18n.t('business.plan.trial', { ns: NS, count: 1 })).toBe(
      'Te queda 1 día de prueba con todas las funciones Premium',
    );
    expect(i18n.t('business.plan.trial', { ns: NS, count: 4 })).toBe(
      'Te quedan 4 días de prueba con todas las funciones Premium',
    );
  });
});
