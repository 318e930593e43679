// Demo texts: people, review comments, post captions, stories, events, promotions and menus.

export interface DemoPerson {
  key: string;
  username: string;
  fullName: string;
  phone: string;
}

/** Personal accounts that review, react, comment and order. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { key: 'sofia', username: 'sofia.ramirez', fullName: 'Sofía Ramírez', phone: '33 1234 5610' },
  { key: 'diego', username: 'diego.hernandez', fullName: 'Diego Hernández', phone: '55 2345 6721' },
  { key: 'valeria', username: 'valeria.lopez', fullName: 'Valeria López', phone: '33 3456 7832' },
  { key: 'mateo', username: 'mateo.garcia', fullName: 'Mateo García', phone: '55 4567 8943' },
  { key: 'camila', username: 'camila.martinez', fullName: 'Camila Martínez', phone: '951 567 9054' },
  { key: 'santiago', username: 'santiago.torres', fullName: 'Santiago Torres', phone: '33 6789 0165' },
  { key: 'regina', username: 'regina.flores', fullName: 'Regina Flores', phone: '55 7890 1276' },
  { key: 'emiliano', username: 'emiliano.cruz', fullName: 'Emiliano Cruz', phone: '55 8901 2387' },
];

export const REVIEW_COMMENTS: Record<number, readonly string[]> = {
  5: [
    '¡Excelente! Volvería mil veces.',
    'La mejor atención de la zona, muy recomendable.',
    'Todo delicioso y a buen precio.',
    'Un lugar con mucho sabor local, nos encantó.',
  ],
  4: [
    'Muy bueno, aunque tardaron un poco en atendernos.',
    'Buena calidad y ambiente agradable.',
    'Recomendado, solo le falta estacionamiento.',
  ],
  3: ['Está bien, nada extraordinario.', 'Cumple, pero esperaba un poco más por el precio.'],
  2: ['El servicio fue lento y la comida llegó fría.'],
  1: ['No lo recomiendo, mala experiencia.'],
};

/** Two post captions per main category; `{name}` is the business name. */
export const POST_CAPTIONS: Record<string, readonly string[]> = {
  Restaurantes: [
    '¡Hoy tenemos promoción en la comida del día! Te esperamos en {name}.',
    'Así salen de la cocina nuestros platillos. ¿Ya los probaste?',
  ],
  Cafeterías: [
    'Nuevo grano de temporada recién tostado ☕ Ven a probarlo.',
    'Pan recién salido del horno cada mañana.',
  ],
  Tiendas: ['Llegó mercancía nueva esta semana.', 'Ven a conocer nuestras novedades en {name}.'],
  Servicios: ['Agenda tu cita por mensaje.', 'Atendemos toda la ciudad.'],
  Fitness: ['Nuevo horario de clases grupales, ¡inscríbete!', 'El primer paso es venir. Te esperamos.'],
  Belleza: ['Consiente tu día con nosotros.', 'Quedan pocos lugares para este fin de semana, reserva ya.'],
  'Vida Nocturna': [
    'Este viernes hay música en vivo desde las 21:00.',
    'La barra lista para recibirte esta noche.',
  ],
  Hospedaje: ['Amanecer desde nuestro patio central.', 'Tarifas especiales entre semana.'],
  Experiencias: ['Así se vivió el recorrido del fin de semana.', 'Nuevas fechas disponibles este mes.'],
  Salud: [
    'Tu salud primero: agenda tu revisión anual.',
    'Estamos para ayudarte, pregunta por nuestros servicios.',
  ],
  Mercadito: [
    'Productos frescos de temporada, directo del productor.',
    'Este sábado te esperamos desde temprano.',
  ],
};

export const STORY_TITLES: readonly string[] = [
  'Hoy en {name}',
  'Recién preparado',
  'Detrás de cámaras',
  '¡Ya abrimos!',
  'Promoción del día',
];

export const POST_COMMENTS: readonly string[] = [
  '¡Se ve increíble!',
  'Tengo que ir este fin de semana.',
  '¿Hasta qué hora abren?',
  'Lo recomiendo muchísimo.',
  'Qué buena pinta 😋',
];

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

export interface DemoMenu {
  business: string;
  categories: readonly {
    name: string;
    items: readonly {
      name: string;
      description?: string;
      price: string;
      variants?: readonly [string, string][];
    }[];
  }[];
}

export const DEMO_MENUS: readonly DemoMenu[] = [
  {
    business: 'gdl-tortas-el-guero',
    categories: [
      {
        name: 'Tortas',
        items: [
          {
            name: 'Torta ahogada de carnitas',
            description: 'Birote salado, carnitas de cerdo y salsa de jitomate.',
            price: '85.00',
            variants: [
              ['Media ahogada', '0.00'],
              ['Bien ahogada con chile', '5.00'],
            ],
          },
          { name: 'Torta ahogada de camarón', price: '110.00' },
          { name: 'Taco dorado de papa', description: 'Orden de tres.', price: '45.00' },
        ],
      },
      {
        name: 'Bebidas',
        items: [
          {
            name: 'Agua de jamaica',
            price: '25.00',
            variants: [
              ['Chica', '0.00'],
              ['Grande', '10.00'],
            ],
          },
          { name: 'Refresco de vidrio', price: '28.00' },
        ],
      },
    ],
  },
  {
    business: 'cdmx-taqueria-fogon',
    categories: [
      {
        name: 'Tacos',
        items: [
          {
            name: 'Taco al pastor',
            description: 'Con piña, cebolla y cilantro.',
            price: '22.00',
            variants: [
              ['Sencillo', '0.00'],
              ['Con queso', '8.00'],
            ],
          },
          { name: 'Taco de suadero', price: '22.00' },
          { name: 'Campechano', description: 'Suadero con longaniza.', price: '25.00' },
        ],
      },
      {
        name: 'Para acompañar',
        items: [
          { name: 'Gringa al pastor', price: '65.00' },
          { name: 'Frijoles charros', price: '35.00' },
          { name: 'Horchata', price: '30.00' },
        ],
      },
    ],
  },
  {
    business: 'oax-tlayudas-dona-chica',
    categories: [
      {
        name: 'Tlayudas',
        items: [
          {
            name: 'Tlayuda con tasajo',
            description: 'Asiento, frijol, quesillo, col y tasajo al carbón.',
            price: '120.00',
            variants: [
              ['Sencilla', '0.00'],
              ['Mixta (tasajo y chorizo)', '25.00'],
            ],
          },
          { name: 'Tlayuda con cecina enchilada', price: '120.00' },
          { name: 'Memelas', description: 'Orden de tres con asiento y queso.', price: '60.00' },
        ],
      },
      {
        name: 'Bebidas',
        items: [
          { name: 'Chocolate de agua', price: '35.00' },
          { name: 'Tejate', price: '30.00' },
        ],
      },
    ],
  },
];
