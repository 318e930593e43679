import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/orders-panel.json';

// Spec 02 §2, §3, §4, §8 and §9 (orders panel 'Pedidos y Ventas'): these texts are quoted exactly.
const panel = texts.ordersPanel;

describe('orders panel texts of the spec', () => {
  it('names the screen (§2)', () => {
    expect(panel.title).toBe('Pedidos y Ventas');
  });

  it('labels the order states and the driver order states (§3, §4)', () => {
    expect(panel.status).toEqual({
      // Issue 25: a card or OXXO order before its payment is confirmed.
      awaiting_payment: 'Esperando pago',
      pending: 'Pendiente',
      preparing: 'Preparando',
      looking_for_driver: 'Buscando Repartidor',
      on_the_way: 'En Camino',
      delivered: 'Entregado',
      cancelled: 'Cancelado',
    });
    expect(panel.driverOrderStatus).toEqual({
      accepted: 'Aceptado',
      picked_up: 'Recogido',
      delivered: 'Entregado',
      cancelled: 'Cancelado',
    });
    expect(panel.orders.markAs).toBe('Marcar como {{status}}');
    expect(panel.orders.assign).toBe('Asignar Repartidor');
    expect(panel.picker.title).toBe('Asignar Repartidor');
  });

  it('answers the order calls with the spec errors and successes (§8)', () => {
    expect(panel.loadError).toBe('Error al cargar los pedidos');
    expect(panel.statusError).toBe('Error al actualizar el estado del pedido');
    expect(panel.assignError).toBe('Error al asignar el repartidor');
    expect(panel.driversError).toBe('Error al cargar los repartidores disponibles');
    expect(panel.statusUpdated).toBe('Estado actualizado a: {{label}}');
    expect(panel.driverAssigned).toBe('Repartidor asignado correctamente');
  });

  it("shows quick-assign overflow as '+N más' and the vehicle names (§2, §9)", () => {
    expect(panel.quickAssign.more).toBe('+{{count}} más');
    expect(panel.vehicles).toEqual({
      moto: 'Motocicleta',
      bici: 'Bicicleta',
      auto: 'Automóvil',
      pie: 'A pie',
    });
  });
});
