import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/admin.json';

// Spec 02 §2 "Admin dashboard".
describe('admin texts of the spec', () => {
  it('has the three tabs and the permission error', () => {
    expect([texts.tabs.cities, texts.tabs.partners, texts.tabs.settings]).toEqual([
      'Ciudades',
      'Partners',
      'Configuración',
    ]);
    expect(texts.errors.noPermission).toBe('No tienes permiso para acceder a esta página');
    expect(texts.signOut).toBe('Cerrar Sesión');
  });
});
