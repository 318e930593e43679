// The category catalogue (spec 01 "Category catalogue"). Pure data, browser-safe through
// `@cerca/catalogue`. businesses.category / .subcategory store `name` values.
import { catalogueObjectUrl, categoryBannerKey, categoryImageKey } from './media-keys';

export interface CategoryDef {
  /** Slug, primary key of `categories`. */
  id: string;
  /** Display name, stored in businesses.category. */
  name: string;
  /** '#RRGGBB'. */
  color: string;
  /** Storage URLs of the artwork the seed draws from the name and colour (see media/catalogue-media.ts). */
  imageUrl: string;
  bannerUrl: string;
  /** Names in display order; stored in businesses.subcategory. */
  subcategories: readonly string[];
}

function category(id: string, name: string, color: string, subcategories: readonly string[]): CategoryDef {
  return {
    id,
    name,
    color,
    imageUrl: catalogueObjectUrl(categoryImageKey(id)),
    bannerUrl: catalogueObjectUrl(categoryBannerKey(id)),
    subcategories,
  };
}

export const CATEGORIES: readonly CategoryDef[] = [
  category('restaurantes', 'Restaurantes', '#E4572E', [
    'Comida rápida',
    'Comida mexicana',
    'Tacos',
    'Mariscos',
    'Pizzería',
    'Hamburguesas',
    'Comida italiana',
    'Comida japonesa',
    'Comida china',
    'Comida árabe',
    'Cortes y asadores',
    'Pollo',
    'Comida vegetariana',
    'Comida vegana',
    'Comida corrida',
    'Desayunos',
    'Birria y barbacoa',
    'Buffet',
    'Comida internacional',
    'Comida callejera',
  ]),
  category('cafeterias', 'Cafeterías', '#8D5B3E', [
    'Café de especialidad',
    'Cafetería tradicional',
    'Panadería',
    'Pastelería',
    'Té y tisanas',
    'Brunch',
    'Heladería',
  ]),
  category('tiendas', 'Tiendas', '#2E86AB', [
    'Ropa',
    'Calzado',
    'Electrónica',
    'Abarrotes',
    'Librería',
    'Joyería',
    'Artesanías',
    'Hogar y decoración',
    'Juguetería',
    'Ferretería',
  ]),
  category('servicios', 'Servicios', '#5C6B73', [
    'Plomería',
    'Electricista',
    'Cerrajería',
    'Lavandería',
    'Tintorería',
    'Taller mecánico',
    'Limpieza',
    'Mudanzas',
    'Reparación de celulares',
  ]),
  category('fitness', 'Fitness', '#2BA84A', [
    'Gimnasio',
    'Yoga',
    'Pilates',
    'CrossFit',
    'Spinning',
    'Box',
    'Artes marciales',
    'Danza',
  ]),
  category('belleza', 'Belleza', '#D6336C', [
    'Salón de belleza',
    'Barbería',
    'Uñas',
    'Spa',
    'Maquillaje',
    'Pestañas y cejas',
    'Depilación',
    'Tatuajes',
    'Cosmetología',
  ]),
  category('vida-nocturna', 'Vida Nocturna', '#6F42C1', [
    'Bar',
    'Cantina',
    'Antro',
    'Mezcalería',
    'Cervecería',
    'Pulquería',
    'Karaoke',
    'Rooftop',
    'Bar de vinos',
    'Música en vivo',
  ]),
  category('hospedaje', 'Hospedaje', '#1B998B', [
    'Hotel',
    'Hotel boutique',
    'Hostal',
    'Posada',
    'Casa de huéspedes',
    'Departamento amueblado',
    'Cabaña',
    'Glamping',
    'Motel',
    'Resort',
  ]),
  category('experiencias', 'Experiencias', '#F29E4C', [
    'Tours a pie',
    'Tours gastronómicos',
    'Catas de mezcal',
    'Catas de vino',
    'Clases de cocina',
    'Museos',
    'Galerías de arte',
    'Teatro',
    'Cine',
    'Conciertos',
    'Festivales',
    'Parques de diversiones',
    'Parques acuáticos',
    'Zoológicos',
    'Senderismo',
    'Ciclismo de montaña',
    'Kayak',
    'Buceo',
    'Snorkel',
    'Paseos en globo',
    'Tirolesa',
    'Escape rooms',
    'Boliche',
    'Talleres de artesanía',
    'Fotografía',
    'Observación de aves',
    'Temazcal',
    'Pueblos mágicos',
    'Zonas arqueológicas',
    'Lucha libre',
  ]),
  category('noticias', 'Noticias', '#34495E', [
    'Locales',
    'Nacionales',
    'Internacionales',
    'Deportes',
    'Cultura',
    'Economía',
    'Tecnología',
    'Clima',
    'Tráfico',
    'Eventos de la ciudad',
  ]),
  category('salud', 'Salud', '#17A2B8', [
    'Médico general',
    'Dentista',
    'Farmacia',
    'Laboratorio clínico',
    'Óptica',
    'Psicología',
    'Nutrición',
    'Fisioterapia',
    'Pediatría',
    'Ginecología',
    'Veterinaria',
    'Hospital',
  ]),
  category('educacion', 'Educación', '#3F51B5', [
    'Guardería',
    'Preescolar',
    'Primaria',
    'Secundaria',
    'Preparatoria',
    'Universidad',
    'Idiomas',
    'Música',
    'Arte y pintura',
    'Regularización',
    'Computación',
    'Cursos en línea',
  ]),
  category('deportes', 'Deportes', '#0B8457', [
    'Fútbol',
    'Básquetbol',
    'Béisbol',
    'Voleibol',
    'Tenis',
    'Pádel',
    'Natación',
    'Atletismo',
    'Ciclismo',
    'Golf',
    'Boxeo',
    'Escalada',
    'Patinaje',
    'Tienda deportiva',
  ]),
  category('mercadito', 'Mercadito', '#E9B44C', [
    'Frutas y verduras',
    'Carnicería',
    'Pollería',
    'Pescadería',
    'Tortillería',
    'Panadería',
    'Lácteos y quesos',
    'Semillas y especias',
    'Flores',
    'Plantas',
    'Comida preparada',
    'Dulces típicos',
    'Productos orgánicos',
    'Artesanías',
    'Antigüedades',
    'Ropa de segunda mano',
    'Mascotas',
    'Tianguis',
  ]),
];

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The main category a route parameter names: matches the slug or the name case-insensitively
 * (and ignoring accents), so 'restaurantes', 'Vida Nocturna', 'vida-nocturna' and 'cafeterias' all work.
 */
export function findCategory(param: string): CategoryDef | undefined {
  let raw = param;
  try {
    raw = decodeURIComponent(param);
  } catch {
    // A stray '%' is not an encoding: match the text as given.
  }
  const wanted = fold(raw).replace(/\s+/g, ' ');
  return CATEGORIES.find((c) => c.id === wanted || fold(c.name) === wanted);
}

/** Whether `subcategory` belongs to the main category named `categoryName` (exact names). */
export function isValidSubcategory(categoryName: string, subcategory: string): boolean {
  return CATEGORIES.some((c) => c.name === categoryName && c.subcategories.includes(subcategory));
}
