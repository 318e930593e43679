import { describe, expect, it } from 'vitest';
import { FEATURE_COUNT, type PlanKey } from '../features/subscriptions/lib/plans';
import { subscriptions } from '../locales/es-MX/subscriptions.json';

// Spec 02 §2, §5, §8 and §9: the subscription texts it quotes, exactly.
describe('subscription texts of the spec', () => {
  it('names the plan panels actions and states as the spec does', () => {
    expect(subscriptions.panel.subscribe).toBe('Suscribirse Ahora');
    expect(subscriptions.panel.preparing).toBe('Preparando checkout...');
    expect(subscriptions.panel.checkoutError).toBe('Error al procesar el pago. Por favor intenta de nuevo.');
    expect(subscriptions.plans.fallback).toBe('Plan Premium');
    expect(subscriptions.success.title).toBe('Pago Exitoso');
  });

  it('has as many feature lines as each panel shows', () => {
    for (const [plan, count] of Object.entries(FEATURE_COUNT)) {
      expect(Object.keys(subscriptions.plans[plan as PlanKey].features), plan).toHaveLength(count);
    }
  });

  it('lists the features of each plan of spec 02 §9', () => {
    expect(Object.values(subscriptions.plans.business_basic.features)).toEqual([
      'Hasta 3 publicaciones',
      'Sin mensajes con clientes',
      'Sin historias destacadas',
      'Historias temporales de 24 horas',
    ]);
    expect(Object.values(subscriptions.plans.business_standard.features)).toHaveLength(5);
    expect(Object.values(subscriptions.plans.business_premium.features)).toContain(
      'Soporte prioritario 24/7',
    );
    expect(Object.values(subscriptions.plans.personal_premium.features)).toEqual([
      'Promociones exclusivas',
      'Recompensas',
      'Acceso prioritario a eventos',
    ]);
  });

  it('says on /subscription/canceled that no charge was made, with three suggestions', () => {
    expect(subscriptions.canceled.lead).toContain('No se realizó ningún cargo');
    expect(Object.keys(subscriptions.canceled.suggestions)).toHaveLength(3);
  });
});
