import { describe, expect, it } from 'vitest';
import { deliveryColonia } from '../src/delivery-area';

// Issue 21: a driver who has not taken an order sees its colonia at most, never the street.
describe('deliveryColonia', () => {
  it('reads a colonia the customer labelled', () => {
    expect(deliveryColonia('Calle Morelos 45, Col. Americana, Guadalajara')).toBe('Americana');
    expect(deliveryColonia('Calle Durango 230, Colonia Roma Norte, 06700 CDMX')).toBe('Roma Norte');
    expect(deliveryColonia('Av. Juárez 12; col del Valle')).toBe('del Valle');
    expect(deliveryColonia('Privada 3 #12\nFracc. Las Palmas')).toBe('Las Palmas');
    expect(deliveryColonia('Calle 5 #12, Bo. San Juan, Oaxaca')).toBe('San Juan');
    expect(deliveryColonia('Calle Sur 8, COL. CENTRO')).toBe('CENTRO');
  });

  it('stops before numbers, postal codes and words about the street or the door', () => {
    expect(deliveryColonia('Calle 5, Col. Centro CP 68000 Oaxaca')).toBe('Centro');
    expect(deliveryColonia('Col. Centro 68000')).toBe('Centro');
    expect(deliveryColonia('Col. Juárez esq. Reforma')).toBe('Juárez');
    expect(deliveryColonia('Col. Roma Norte entre Durango y Colima')).toBe('Roma Norte');
    expect(deliveryColonia('Col. Centro casa azul junto a la tienda')).toBe('Centro');
    expect(deliveryColonia('Fracc. Las Palmas 2da sección')).toBe('Las Palmas');
    expect(deliveryColonia('Col. Obrera calle Bolívar')).toBe('Obrera');
    expect(deliveryColonia('Col. Casablanca')).toBe('Casablanca');
  });

  it('gives null when the address names no colonia, or nothing safe to show', () => {
    expect(deliveryColonia('Av. Juárez 100, Centro')).toBeNull();
    expect(deliveryColonia('Calle Durango 230 Col. Roma Norte')).toBeNull();
    expect(deliveryColonia('Calle Colón 15, Colonial')).toBeNull();
    expect(deliveryColonia('Bosques de las Lomas 4')).toBeNull();
    expect(deliveryColonia('Col. 5 de Mayo')).toBeNull();
    expect(deliveryColonia('Col. ana@correo.mx')).toBeNull();
    expect(deliveryColonia('Col. La Loma Alta de San Pedro Mártir')).toBeNull();
    expect(deliveryColonia('Col. ')).toBeNull();
    expect(deliveryColonia('')).toBeNull();
  });
});
