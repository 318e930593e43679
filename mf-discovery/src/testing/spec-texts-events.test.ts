import { ROUTE_COLORS, ROUTE_FIELD_ERRORS } from '@cerca/contracts/city-life/events';
import { describe, expect, it } from 'vitest';
import discovery from '../locales/es-MX/discovery.json';
import texts from '../locales/es-MX/events.json';

const { events } = texts;

// Spec 02 §2, §5, §8, §9: the texts of /events and the route wizard, quoted exactly.
describe('events and weekend routes texts of the spec', () => {
  it('asks for a city', () => {
    expect(discovery.city.select).toBe('Selecciona una ciudad');
  });

  it("names 'Crear' and the wizard's three steps", () => {
    expect(events.routes.create).toBe('Crear');
    expect(events.wizard.steps).toEqual({
      places: 'Buscar lugares',
      order: 'Ordenar ruta',
      details: 'Detalles',
    });
  });

  it('states the route rules', () => {
    expect(events.wizard.errors.business_required).toBe('Por favor selecciona al menos un negocio');
    expect(events.wizard.errors.title_required).toBe('Por favor ingresa un nombre para la ruta');
    expect(events.wizard.errors.too_many_places).toBe('Una ruta puede tener máximo 5 lugares');
  });

  it('reports loading and creating', () => {
    expect(events.wizard.places.loadError).toBe('Error al cargar los negocios');
    expect(events.wizard.toasts.createError).toBe('Error al crear la ruta');
    expect(events.wizard.toasts.created).toBe('Ruta creada exitosamente');
  });

  it('names the ten colours in order', () => {
    expect(ROUTE_COLORS.map((color) => events.colors[color])).toEqual([
      'Rojo',
      'Azul',
      'Verde',
      'Morado',
      'Rosa',
      'Naranja',
      'Amarillo',
      'Índigo',
      'Esmeralda',
      'Violeta',
    ]);
  });

  it('has a text for every code a route field can carry (keys built at run time)', () => {
    for (const code of [...Object.values(ROUTE_FIELD_ERRORS), 'past_date']) {
      expect(events.wizard.errors[code as keyof typeof events.wizard.errors], code).toEqual(
        expect.any(String),
      );
    }
  });
});
