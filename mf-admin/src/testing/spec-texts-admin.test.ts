import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/admin.json';
import cities from '../locales/es-MX/cities.json';
import partners from '../locales/es-MX/partners.json';
import settings from '../locales/es-MX/settings.json';

// Spec 02 §2 "Admin dashboard", §5 "Add partner" and §8 "Partners", as issue 13 builds them.
describe('admin texts of the spec (issue 13)', () => {
  it('has every tab, the spec three first', () => {
    expect(Object.values(texts.tabs).slice(1)).toEqual([
      'Ciudades',
      'Partners',
      'Solicitudes',
      'Configuración',
      'Trabajos',
      'Registro',
    ]);
  });

  it('has the Ciudades texts', () => {
    expect(cities.cities.noPartner).toBe('Sin partner asignado');
    expect(cities.cities.dashboard).toBe('Ver Dashboard');
  });

  it('has the Partners texts and every add-partner message', () => {
    expect(partners.partners.dashboard).toBe('Ver Dashboard');
    expect(partners.partners.modal.missingFields).toBe('Por favor completa todos los campos');
    expect(partners.partners.modal.added).toBe('Partner agregado exitosamente');
    expect(partners.partners.modal.addError).toBe('Error al agregar el partner');
    expect(partners.partners.removed).toBe('Partner eliminado exitosamente');
    expect(partners.partners.removeError).toBe('Error al eliminar el partner');
  });

  it('has the three toggles of Configuración', () => {
    expect([
      settings.settings.emailNotifications,
      settings.settings.manualBusinessApproval,
      settings.settings.maintenanceMode,
    ]).toEqual(['Notificaciones por email', 'Aprobación manual de negocios', 'Modo mantenimiento']);
  });
});
