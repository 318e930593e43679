import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/discovery.json';

// Spec 01 §2: these texts are quoted exactly.
describe('discovery texts of the spec', () => {
  it('asks for a city and reports unknown categories', () => {
    expect(texts.city.select).toBe('Selecciona una ciudad');
    expect(texts.category.notFound).toBe('Categoría no encontrada');
    expect(texts.category.all).toBe('Todos');
  });
  it('names the content types of Crear', () => {
    expect(texts.create.title).toBe('Crear');
    expect(texts.create.cancel).toBe('Cancelar');
    expect(Object.values(texts.create.types).map((type) => type.badge)).toEqual([
      '24 horas',
      'Permanente',
      'Exclusiva',
      'Programado',
    ]);
  });
});
