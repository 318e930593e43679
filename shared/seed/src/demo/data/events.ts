// Demo events (weekend plans) and promotions, placed relative to the seed's "now".

export interface DemoEvent {
  business: string;
  title: string;
  description: string;
  /** Days from today (local), event at 19:00. */
  inDays: number;
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    business: 'gdl-cantina-la-fuente',
    title: 'Noche de mariachi',
    description: 'Mariachi en vivo y tequila de la casa a precio especial.',
    inDays: 1,
  },
  {
    business: 'gdl-tianguis-organico',
    title: 'Tianguis de temporada',
    description: 'Más de 30 productores locales, talleres para niños y música.',
    inDays: 3,
  },
  {
    business: 'gdl-tours-tequila',
    title: 'Recorrido nocturno por el Centro',
    description: 'Leyendas tapatías con guía y parada en una cantina histórica.',
    inDays: 5,
  },
  {
    business: 'cdmx-mezcaleria-alma',
    title: 'Cata de mezcales de Puebla',
    description: 'Cinco mezcales de pequeños productores con maridaje.',
    inDays: 2,
  },
  {
    business: 'cdmx-rooftop-reforma',
    title: 'Atardecer con DJ',
    description: 'Sesión de música electrónica en la terraza desde las 18:00.',
    inDays: 4,
  },
  {
    business: 'cdmx-caminatas-centro',
    title: 'Caminata de murales',
    description: 'Diego Rivera, Orozco y Siqueiros en el Centro Histórico.',
    inDays: 6,
  },
  {
    business: 'oax-mezcaleria-siete-regiones',
    title: 'Noche de tobalá',
    description: 'Cata guiada de mezcal tobalá con botanas oaxaqueñas.',
    inDays: 2,
  },
];

export interface DemoPromotion {
  business: string;
  title: string;
  message: string;
  type: 'promotion' | 'event' | 'announcement';
  /** Days until it expires. */
  days: number;
  premiumOnly: boolean;
}

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    business: 'gdl-tortas-el-guero',
    title: '2x1 en tortas los martes',
    message: 'Todos los martes llévate dos tortas ahogadas por el precio de una.',
    type: 'promotion',
    days: 30,
    premiumOnly: false,
  },
  {
    business: 'gdl-cafe-chapultepec',
    title: 'Café del día gratis',
    message: 'Con la compra de cualquier pan, tu café del día va por nuestra cuenta.',
    type: 'promotion',
    days: 1,
    premiumOnly: true,
  },
  {
    business: 'gdl-gimnasio-fuerza',
    title: 'Inscripción sin costo',
    message: 'Inscríbete este mes sin pagar inscripción y con una semana de prueba.',
    type: 'promotion',
    days: 12,
    premiumOnly: false,
  },
  {
    business: 'cdmx-taqueria-fogon',
    title: 'Nuevo horario',
    message: 'Ahora abrimos hasta las 2:00 de viernes a domingo.',
    type: 'announcement',
    days: 20,
    premiumOnly: false,
  },
  {
    business: 'cdmx-spa-xochicalli',
    title: '20% en masajes para parejas',
    message: 'Reserva entre semana y obtén 20% de descuento en el paquete para dos.',
    type: 'promotion',
    days: 15,
    premiumOnly: true,
  },
  {
    business: 'oax-molinos-soledad',
    title: 'Feria del mole',
    message: 'Degustación de mole negro, coloradito y amarillo todo el fin de semana.',
    type: 'event',
    days: 6,
    premiumOnly: false,
  },
];
