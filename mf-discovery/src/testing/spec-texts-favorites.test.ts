import { describe, expect, it } from 'vitest';
import discovery from '../locales/es-MX/discovery.json';
import favorites from '../locales/es-MX/favorites.json';
import followed from '../locales/es-MX/followed.json';

// The remote's one namespace, as /favorites and /followed see it once their texts are registered.
const texts = { ...discovery, ...favorites, ...followed };

describe('favourites and Avisos texts of the spec', () => {
  // Spec 01 §8 and 02 §8: "Favorites and announcements".
  it('reports loading, removing and the removal of a favourite', () => {
    expect(texts.favorites.loadError).toBe('Error al cargar los favoritos');
    expect(texts.favorites.remove.done).toBe('Negocio eliminado de favoritos');
    expect(texts.favorites.remove.error).toBe('Error al eliminar de favoritos');
    expect(texts.followed.loadError).toBe('Error al cargar los anuncios');
  });
  // Spec 01 §2: /followed is labelled Avisos; its chips start with Todos.
  it('names Avisos and its first chip', () => {
    expect(texts.followed.title).toBe('Avisos');
    expect(texts.followed.filters.all).toBe('Todos');
    expect(texts.favorites.filters.all).toBe('Todos');
  });
  // Spec 02 §4: days remaining, 'Último día' when one day or less.
  it("says 'Último día' and counts the days left", () => {
    expect(texts.followed.card.lastDay).toBe('Último día');
    expect(texts.followed.card.daysLeft_other).toBe('Quedan {{count}} días');
  });
  // Spec 01 §2 (Guardar) and §6: the buttons and the premium wording match the business page.
  it('speaks of the business page buttons and the three message types', () => {
    expect(texts.favorites.empty.description).toContain('Guardar');
    expect(texts.followed.signedOut.description).toContain('Seguir');
    expect(texts.followed.signedOut.action).toBe('Iniciar Sesión');
    expect(texts.followed.types).toEqual({ promotion: 'Promoción', event: 'Evento', announcement: 'Aviso' });
    expect(texts.followed.premium.badge).toBe('Exclusiva Premium');
  });
});
