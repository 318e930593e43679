import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/ordering.json';

// Spec 02 §2, §5 and §8: these texts are quoted exactly.
describe('ordering texts of the spec', () => {
  it('validates the sign-in / sign-up form with the spec messages', () => {
    expect(texts.auth.errors).toEqual({
      missingCredentials: 'Por favor ingresa tu email y contraseña',
      missingBusinessFields: 'Por favor completa todos los campos obligatorios del negocio',
      missingPhotos: 'Por favor sube al menos una foto del negocio',
      // Not quoted by the spec: the discovery service's own wording for a bad website.
      invalidWebsite: 'Por favor ingresa una URL válida para el sitio web',
    });
  });

  it('answers sign-in and sign-up with the spec toasts', () => {
    expect(texts.auth.toasts).toMatchObject({
      signInSuccess: 'Inicio de sesión exitoso',
      signUpVerifyEmail: 'Registro exitoso. Por favor verifica tu email.',
      creatingBusiness: 'Cuenta creada. Creando tu negocio...',
      businessCreated: '¡Negocio creado exitosamente!',
      businessFailed: 'Error al crear el negocio. Por favor intenta de nuevo desde tu perfil.',
      noSession: 'No se pudo obtener la sesión del usuario',
      invalidCredentials: 'Email o contraseña incorrectos.',
      signInFailed: 'Error al iniciar sesión. Verifica tus credenciales.',
      alreadyRegistered: 'Este email ya está registrado. Por favor, inicia sesión.',
      signUpFailed: 'Error al registrarse. Intenta con otro email.',
    });
  });

  it('uses the spec labels and page texts', () => {
    expect(texts.auth.userType.user).toBe('Personal');
    expect(texts.auth.userType.business).toBe('Negocio');
    expect(texts.messages.signedOut).toBe('Inicia sesión para ver tus mensajes');
    expect(texts.profile.signOut).toBe('Cerrar Sesión');
    expect(texts.profile.signOutError).toBe('Error al cerrar sesión');
    expect(texts.profile.loadError).toBe('Error al cargar el perfil del usuario');
  });
});
