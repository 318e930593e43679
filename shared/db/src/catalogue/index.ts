// Browser-safe entry `@cerca/db/catalogue`: plain data and lookups, no database code.
export { CATEGORIES, type CategoryDef, findCategory, isValidSubcategory } from './categories';
export { CITIES, type CityDef, COUNTRIES, type CountryDef } from './geo';
