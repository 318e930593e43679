import { describe, expect, it } from 'vitest';
import discovery from '../locales/es-MX/discovery.json';
import publicProfile from '../locales/es-MX/public-profile.json';

// The remote's one namespace, as the public profile sees it once its texts are registered.
const texts = { ...discovery, ...publicProfile };

// Spec 01 §2 and 02 §2 (/profile/{id}), 01 §8 and 02 §8: these texts are quoted exactly.
describe('public profile texts of the spec', () => {
  it('says when the person is missing or the profile or posts fail to load', () => {
    expect(texts.publicProfile.notFound).toBe('Usuario no encontrado');
    expect(texts.publicProfile.loadError).toBe('Error al cargar el perfil del usuario');
    expect(texts.publicProfile.posts.loadError).toBe('Error al cargar las publicaciones');
  });

  it('says what sharing the profile did', () => {
    expect(texts.publicProfile.share.copied).toBe('Enlace copiado al portapapeles');
    expect(texts.publicProfile.share.error).toBe('Error al compartir el perfil');
  });

  it('labels the counts and the joined time in Spanish', () => {
    expect(texts.publicProfile.counts).toEqual({
      posts_one: 'Publicación',
      posts_other: 'Publicaciones',
      followers_one: 'Seguidor',
      followers_other: 'Seguidores',
      following: 'Siguiendo',
    });
    expect(texts.publicProfile.joined).toBe('Se unió {{time}}');
  });

  it('keeps its texts under its own key of the namespace', () => {
    expect(Object.keys(publicProfile)).toEqual(['publicProfile']);
    expect(Object.keys(discovery)).not.toContain('publicProfile');
  });
});
