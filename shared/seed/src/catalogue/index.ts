// Browser-safe entry `@cerca/seed/catalogue`: plain data and lookups, no database or storage code.
export { CATEGORIES, type CategoryDef, findCategory, isValidSubcategory } from './categories';
export { CITIES, type CityDef, COUNTRIES, type CountryDef } from './geo';
export {
  CATALOGUE_BUCKET,
  catalogueObjectUrl,
  categoryBannerKey,
  categoryImageKey,
  flagKey,
} from './media-keys';
