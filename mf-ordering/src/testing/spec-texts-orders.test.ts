import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/orders.json';

// Spec 02 §2 (My orders), §4 (order status) and §8 (orders): these texts are quoted exactly.
describe('my orders texts of the spec', () => {
  it('labels the statuses as §4 does', () => {
    expect(texts.orders.status).toEqual({
      // Issue 25: a card or OXXO order before its payment is confirmed.
      awaiting_payment: 'Esperando pago',
      pending: 'Pendiente',
      preparing: 'Preparando',
      looking_for_driver: 'Buscando Repartidor',
      on_the_way: 'En Camino',
      delivered: 'Entregado',
      // §3 (driver orders): anything else shows Cancelado.
      cancelled: 'Cancelado',
    });
  });

  it('offers the §2 actions', () => {
    expect(texts.orders.actions).toEqual({
      review: 'Escribir Reseña',
      reorder: 'Ordenar de Nuevo',
      contact: 'Contactar Negocio',
    });
  });

  it('reports a failed load with the §8 error', () => {
    expect(texts.orders.loadError).toBe('Error al cargar los pedidos');
  });
});
