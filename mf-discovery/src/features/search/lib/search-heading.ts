/** The search page lists businesses or, for signed-in people, users (spec 01 §2). */
export type SearchMode = 'businesses' | 'users';

/** ?mode=users selects the Usuarios toggle; anything else is Negocios. */
export function parseSearchMode(value: string | null): SearchMode {
  return value === 'users' ? 'users' : 'businesses';
}

export interface SearchTitle {
  key: 'search.title.city' | 'search.title.category' | 'search.title.subcategory';
  values: Record<string, string>;
}

/**
 * 'Negocios en {category}', '{subcategory} en {category}' or 'Negocios en {city}' (spec 01 §2):
 * a subcategory only counts together with its category.
 */
export function searchTitle({
  city,
  category,
  subcategory,
}: {
  city: string;
  category?: string | undefined;
  subcategory?: string | undefined;
}): SearchTitle {
  if (category && subcategory) return { key: 'search.title.subcategory', values: { category, subcategory } };
  if (category) return { key: 'search.title.category', values: { category } };
  return { key: 'search.title.city', values: { city } };
}

/** 'n resultado(s)' for businesses, 'n usuario(s)' for users (plural forms in businesses.json). */
export function resultCountKey(mode: SearchMode): 'search.count.businesses' | 'search.count.users' {
  return mode === 'users' ? 'search.count.users' : 'search.count.businesses';
}

export type UserSearchState = 'sign-in' | 'type-text' | 'search';

/** User search needs a session and non-empty text (spec 01 §5, §6). */
export function userSearchState(signedIn: boolean, text: string): UserSearchState {
  if (!signedIn) return 'sign-in';
  return text.trim() === '' ? 'type-text' : 'search';
}
