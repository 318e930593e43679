// Demo texts: review comments, post captions and comments, story titles.

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
