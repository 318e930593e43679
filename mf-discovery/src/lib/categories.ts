import type { Category } from '@cerca/contracts';

/** /category/<name lowercased> (spec 01 §2); the category page matches it case-insensitively. */
export function categoryPath(category: Pick<Category, 'name'>): string {
  return `/category/${encodeURIComponent(category.name.toLocaleLowerCase('es-MX'))}`;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-MX')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * The main category a /category/:category parameter names: its slug or its name, ignoring case
 * and accents, so 'restaurantes', 'Vida Nocturna', 'vida-nocturna' and 'cafeterias' all match.
 */
export function findCategory(
  categories: readonly Category[],
  param: string | undefined,
): Category | undefined {
  if (!param) return undefined;
  let raw = param;
  try {
    raw = decodeURIComponent(param);
  } catch {
    // A stray '%' is not an encoding: match the text as given.
  }
  const wanted = fold(raw);
  return categories.find((category) => category.id === wanted || fold(category.name) === wanted);
}
