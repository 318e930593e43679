// Browser-safe entry `@cerca/catalogue`: plain data and lookups, no database or storage code
// (the rows are written by `@cerca/catalogue/seed-catalogue`).
export { CATEGORIES, type CategoryDef, findCategory, isValidSubcategory } from './categories';
export { CITIES, type CityDef, COUNTRIES, type CountryDef } from './geo';
export {
  CATALOGUE_BUCKET,
  catalogueObjectUrl,
  categoryBannerKey,
  categoryImageKey,
  flagKey,
} from './media-keys';
