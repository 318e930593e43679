import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/partner.json';

// Spec 02 §2, §6, §8 and §9: these texts and figures are quoted exactly.
describe('partner texts of the spec', () => {
  it('names the partner sign-in page and its link', () => {
    expect(texts.login.title).toBe('Dashboard de Partners');
    expect(texts.login.requestAccess).toBe('Solicitar acceso');
  });
  it('answers sign-in failures in Spanish', () => {
    expect(texts.login.errors.missingCredentials).toBe('Por favor ingresa tu email y contraseña');
    expect(texts.login.errors.invalidCredentials).toBe('Email o contraseña incorrectos.');
    expect(texts.login.errors.signInFailed).toBe('Error al iniciar sesión. Verifica tus credenciales.');
  });
  it('refuses other cities with the permission error', () => {
    expect(texts.errors.noPermission).toBe('No tienes permiso para acceder a esta página');
    expect(texts.city.notFound).toBe('Ciudad no encontrada');
  });
  it('states the partner offer figures', () => {
    const offer = JSON.stringify(texts.offer);
    for (const figure of [
      '$49 USD',
      '3 días',
      '$300 USD al mes',
      '$10 USD',
      '$1 USD',
      '30 negocios',
      '5,000',
    ]) {
      expect(offer).toContain(figure);
    }
  });
});
