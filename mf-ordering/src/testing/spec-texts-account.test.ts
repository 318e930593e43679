import { describe, expect, it } from 'vitest';
import account from '../locales/es-MX/account.json';
import texts from '../locales/es-MX/ordering.json';

// The profile's texts as spec 01 §5 and spec 02 §2, §5, §8 word them.
describe('profile and settings texts (spec 02 §2, §8; spec 01 §5)', () => {
  it('quotes the profile messages exactly', () => {
    expect(account.account.myProfile.success).toBe('Perfil actualizado exitosamente');
    expect(account.account.myProfile.error).toBe('Error al actualizar el perfil');
    expect(account.account.loadError).toBe('Error al cargar el perfil del usuario');
  });

  it('quotes the delete-account confirmation exactly', () => {
    expect(account.account.delete.wrongWord).toBe('Por favor escribe "eliminar" para confirmar');
  });

  it('names the header buttons as the spec does', () => {
    expect(account.account.myQr).toBe('Mi QR');
    expect(texts.profile.settings).toBe('Configuración');
    expect(texts.profile.signOut).toBe('Cerrar Sesión');
  });

  it('quotes the avatar image rules exactly (spec 02 §5)', () => {
    expect(account.account.avatar.invalidImage).toBe('$t(common:errors.invalidImage)');
    expect(account.account.avatar.tooLarge).toBe('La imagen es demasiado grande. Máximo 5MB.');
  });

  it('quotes the copied-link toast exactly', () => {
    expect(account.account.qr.copied).toBe('Enlace copiado al portapapeles');
  });
});
