import { describe, expect, it } from 'vitest';
import world from '../locales/es-MX/world.json';

const texts = world.world;

// Spec 02 §2 "World map /world" and §8 ("Map failure shows an error with a reload button") quote
// no Spanish text: these are the page's own words for what the spec names, in es-MX, with the
// plural forms i18next picks by count.
describe('world map texts', () => {
  it('counts countries and cities, and names each flag by its country and cities', () => {
    expect(texts.countries_one).toBe('{{count}} país');
    expect(texts.countries_other).toBe('{{count}} países');
    expect(texts.cities_one).toBe('{{count}} ciudad');
    expect(texts.cities_other).toBe('{{count}} ciudades');
    expect(texts.summary).toBe('{{countries}} · {{cities}}');
    expect(texts.marker).toBe('{{country}} · {{cities}}');
  });

  it('has a back button and reports a failure to load the map', () => {
    expect(texts.back).toBe('Volver');
    expect(texts.loadError).toBe('Error al cargar el mapa');
    expect(texts.country.loadError).toBe('Error al cargar las ciudades');
  });
});
