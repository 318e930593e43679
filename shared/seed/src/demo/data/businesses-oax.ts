// Demo businesses in Oaxaca.
import type { DemoBusiness } from './businesses';

export const OAX_BUSINESSES: readonly DemoBusiness[] = [
  {
    key: 'oax-tlayudas-dona-chica',
    city: 'oax',
    name: 'Tlayudas Doña Chica',
    owner: 'Francisca López',
    category: 'Restaurantes',
    subcategory: 'Comida callejera',
    description:
      'Tlayudas al carbón con asiento, quesillo, tasajo o cecina enchilada. Por las noches en la calle de Libres.',
    address: 'Calle Libres 212, Centro',
    zip: '68000',
    phone: '951 514 3307',
    priceRange: 1,
    businessType: 'menu',
  },
  {
    key: 'oax-mezcaleria-siete-regiones',
    city: 'oax',
    name: 'Mezcalería Siete Regiones',
    owner: 'Aurelio Santiago',
    category: 'Vida Nocturna',
    subcategory: 'Mezcalería',
    description:
      'Mezcales de espadín, tobalá y tepeztate de palenques de Santiago Matatlán. Catas guiadas con reservación.',
    address: 'Calle Macedonio Alcalá 403, Centro',
    zip: '68000',
    phone: '951 516 2288',
    priceRange: 2,
    businessType: 'menu',
  },
  {
    key: 'oax-molinos-soledad',
    city: 'oax',
    name: 'Molinos de Chocolate La Soledad',
    owner: 'Carmen Ruiz',
    category: 'Mercadito',
    subcategory: 'Dulces típicos',
    description:
      'Chocolate de metate molido frente a ti, mole negro en pasta, pan de yema y nieves de tuna y leche quemada.',
    address: 'Calle 20 de Noviembre 105, Centro',
    zip: '68000',
    phone: '951 516 1619',
    priceRange: 1,
    businessType: 'services',
  },
  {
    key: 'oax-tapetes-teotitlan',
    city: 'oax',
    name: 'Tapetes de Teotitlán',
    owner: 'Isaías Mendoza',
    category: 'Tiendas',
    subcategory: 'Artesanías',
    description:
      'Tapetes de lana teñidos con grana cochinilla y añil, tejidos en telar de pedal por familias zapotecas.',
    address: 'Calle Manuel Bravo 110, Centro',
    zip: '68000',
    phone: '951 501 2093',
    priceRange: 2,
    businessType: 'services',
  },
];
