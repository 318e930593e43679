import { DELIVERY_FILTERS, DRIVER_ORDER_STATUSES } from '@cerca/contracts/deliveries';
import { describe, expect, it } from 'vitest';
import dashboard from '../locales/es-MX/dashboard.json';
import driver from '../locales/es-MX/driver.json';
import registration from '../locales/es-MX/registration.json';

// Spec 02 §2, §4, §5 and §8 (drivers): these texts are quoted exactly.
describe('driver texts of the spec', () => {
  it('names the vehicle types as the issue does', () => {
    expect(driver.vehicles).toEqual({
      moto: 'Motocicleta',
      bici: 'Bicicleta',
      auto: 'Automóvil',
      pie: 'A pie',
    });
  });

  it('blocks a suspended driver with §2’s title', () => {
    expect(driver.suspended.title).toBe('Cuenta Suspendida');
    expect(driver.profileLoadError).toBe('Error al cargar el perfil de repartidor');
  });

  it('words registration as §5 and §8 do', () => {
    expect(registration.registration.messages).toMatchObject({
      signInRequired: 'Debes iniciar sesión para registrarte como repartidor',
      cityRequired: 'Por favor selecciona una ciudad',
      phoneRequired: 'Por favor ingresa tu número de teléfono',
      identificationRequired: 'Por favor sube una identificación oficial',
      invalidImage: '$t(common:errors.invalidImage)',
      imageTooLarge: 'La imagen es demasiado grande. Máximo 5MB.',
      error: 'Error al procesar el registro. Por favor intenta de nuevo.',
      created: 'Registro completado correctamente',
      updated: 'Información actualizada correctamente',
    });
  });

  it('labels driver order statuses as §4 does', () => {
    expect(dashboard.dashboard.status).toEqual({
      accepted: 'Aceptado',
      picked_up: 'Recogido',
      delivered: 'Entregado',
      cancelled: 'Cancelado',
    });
    expect(Object.keys(dashboard.dashboard.status)).toEqual([...DRIVER_ORDER_STATUSES]);
  });

  it('labels driver status and availability as §4 does', () => {
    expect(dashboard.dashboard.profile.status).toEqual({ approved: 'Activo', suspended: 'Suspendido' });
    expect(dashboard.dashboard.availability).toMatchObject({ on: 'Disponible', off: 'No disponible' });
  });

  it('uses the §8 messages of availability, accepting and steps', () => {
    expect(dashboard.dashboard.availability).toMatchObject({
      nowOn: 'Ahora estás disponible para recibir pedidos',
      nowOff: 'Ya no estás disponible para recibir pedidos',
      error: 'Error al actualizar disponibilidad',
    });
    expect(dashboard.dashboard.available).toMatchObject({
      accepted: 'Pedido aceptado',
      acceptError: 'Error al aceptar el pedido',
      loadError: 'Error al cargar los pedidos',
    });
    expect(dashboard.dashboard.stepDone).toBe('Estado actualizado a: {{label}}');
    expect(dashboard.dashboard.stepError).toBe('Error al actualizar el estado del pedido');
  });

  it('has Mis Pedidos with a label for every filter', () => {
    expect(dashboard.dashboard.deliveries.title).toBe('Mis Pedidos');
    expect(Object.keys(dashboard.dashboard.deliveries.filters)).toEqual([...DELIVERY_FILTERS]);
  });
});
