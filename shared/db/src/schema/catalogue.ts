import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Numeric, Timestamp } from './columns';

export interface CountriesTable {
  id: Generated<string>;
  /** Spanish name, unique ('México'). */
  name: string;
  /** ISO 3166-1 alpha-2, upper case, unique ('MX'). */
  code: string;
  /** Public storage URL of the flag, e.g. '/storage/v1/object/public/catalogue/flags/mx.webp'. */
  flag_url: string | null;
  /** México is 0; lists order by sort_order, then name. */
  sort_order: Generated<number>;
  created_at: Generated<Timestamp>;
}

export interface CitiesTable {
  id: Generated<string>;
  name: string;
  state: string;
  country_id: string;
  latitude: Numeric | null;
  longitude: Numeric | null;
  /** IANA zone; defaults to 'America/Mexico_City' for cities a partner creates. */
  time_zone: Generated<string>;
  /**
   * Who created it in the become-partner wizard (null for the catalogue's own cities, or once the
   * account is gone): only that person, while the city is empty, becomes its partner at once.
   */
  created_by: string | null;
  created_at: Generated<Timestamp>;
}

export interface CategoriesTable {
  /** Slug of the name: 'restaurantes', 'vida-nocturna', 'educacion'. */
  id: string;
  /** Display name; businesses.category stores this exact value ('Restaurantes'). */
  name: string;
  image_url: string | null;
  banner_url: string | null;
  /** Hex colour '#RRGGBB'. */
  color: string;
  sort_order: Generated<number>;
}

export interface SubcategoriesTable {
  id: Generated<string>;
  category_id: string;
  /** businesses.subcategory stores this exact value. */
  name: string;
  sort_order: Generated<number>;
}

export interface CatalogueTables {
  countries: CountriesTable;
  cities: CitiesTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
}

export type Country = Selectable<CountriesTable>;
export type NewCountry = Insertable<CountriesTable>;
export type CountryUpdate = Updateable<CountriesTable>;
export type City = Selectable<CitiesTable>;
export type NewCity = Insertable<CitiesTable>;
export type CityUpdate = Updateable<CitiesTable>;
export type Category = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
export type CategoryUpdate = Updateable<CategoriesTable>;
export type Subcategory = Selectable<SubcategoriesTable>;
export type NewSubcategory = Insertable<SubcategoriesTable>;
export type SubcategoryUpdate = Updateable<SubcategoriesTable>;
