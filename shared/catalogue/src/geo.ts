// Countries and cities of the catalogue. Pure data (browser-safe via @cerca/catalogue).
import { catalogueObjectUrl, flagKey } from './media-keys';

export interface CountryDef {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Storage URL of the flag the seed rasterises from assets/flags/<code>.svg. */
  flagUrl: string;
  /** México first. */
  sortOrder: number;
}

export interface CityDef {
  name: string;
  state: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA time zone. */
  timeZone: string;
}

function country(code: string, name: string, sortOrder: number): CountryDef {
  return { code, name, flagUrl: catalogueObjectUrl(flagKey(code)), sortOrder };
}

export const COUNTRIES: readonly CountryDef[] = [
  country('MX', 'México', 0),
  country('US', 'Estados Unidos', 10),
  country('CO', 'Colombia', 20),
  country('ES', 'España', 30),
  country('AR', 'Argentina', 40),
  country('PE', 'Perú', 50),
  country('CL', 'Chile', 60),
  country('GT', 'Guatemala', 70),
  country('CR', 'Costa Rica', 80),
];

const MX = 'America/Mexico_City';

function city(
  countryCode: string,
  name: string,
  state: string,
  latitude: number,
  longitude: number,
  timeZone: string,
): CityDef {
  return { name, state, countryCode, latitude, longitude, timeZone };
}

export const CITIES: readonly CityDef[] = [
  city('MX', 'Ciudad de México', 'Ciudad de México', 19.432608, -99.133209, MX),
  city('MX', 'Guadalajara', 'Jalisco', 20.659699, -103.349609, MX),
  city('MX', 'Monterrey', 'Nuevo León', 25.686614, -100.316113, 'America/Monterrey'),
  city('MX', 'Puebla', 'Puebla', 19.04144, -98.206273, MX),
  city('MX', 'Oaxaca', 'Oaxaca', 17.073184, -96.726588, MX),
  city('MX', 'Mérida', 'Yucatán', 20.96737, -89.592586, 'America/Merida'),
  city('MX', 'Querétaro', 'Querétaro', 20.588793, -100.389888, MX),
  city('MX', 'Cancún', 'Quintana Roo', 21.161908, -86.851528, 'America/Cancun'),
  city('MX', 'Tijuana', 'Baja California', 32.514947, -117.038247, 'America/Tijuana'),
  city('MX', 'León', 'Guanajuato', 21.125, -101.685997, MX),
  city('MX', 'San Luis Potosí', 'San Luis Potosí', 22.156469, -100.98554, MX),
  city('MX', 'Morelia', 'Michoacán', 19.70595, -101.194983, MX),
  city('MX', 'Chihuahua', 'Chihuahua', 28.632996, -106.0691, 'America/Chihuahua'),
  city('MX', 'Veracruz', 'Veracruz', 19.173773, -96.134224, MX),
  city('MX', 'Aguascalientes', 'Aguascalientes', 21.88094, -102.29156, MX),
  city('MX', 'Hermosillo', 'Sonora', 29.072967, -110.955919, 'America/Hermosillo'),
  city('MX', 'Puerto Vallarta', 'Jalisco', 20.653407, -105.225332, MX),
  city('MX', 'San Miguel de Allende', 'Guanajuato', 20.914142, -100.743849, MX),
  city('MX', 'Toluca', 'Estado de México', 19.28261, -99.655665, MX),
  city('MX', 'Mazatlán', 'Sinaloa', 23.249415, -106.411142, 'America/Mazatlan'),
  city('US', 'Los Ángeles', 'California', 34.052235, -118.243683, 'America/Los_Angeles'),
  city('US', 'Houston', 'Texas', 29.760427, -95.369804, 'America/Chicago'),
  city('US', 'Chicago', 'Illinois', 41.878113, -87.629799, 'America/Chicago'),
  city('CO', 'Bogotá', 'Bogotá D.C.', 4.710989, -74.072092, 'America/Bogota'),
  city('CO', 'Medellín', 'Antioquia', 6.244203, -75.581212, 'America/Bogota'),
  city('ES', 'Madrid', 'Comunidad de Madrid', 40.416775, -3.70379, 'Europe/Madrid'),
  city('ES', 'Barcelona', 'Cataluña', 41.385064, 2.173404, 'Europe/Madrid'),
  city(
    'AR',
    'Buenos Aires',
    'Ciudad Autónoma de Buenos Aires',
    -34.603684,
    -58.381559,
    'America/Argentina/Buenos_Aires',
  ),
  city('PE', 'Lima', 'Lima', -12.046374, -77.042793, 'America/Lima'),
  city('CL', 'Santiago', 'Región Metropolitana', -33.44889, -70.669265, 'America/Santiago'),
  city('GT', 'Ciudad de Guatemala', 'Guatemala', 14.634915, -90.506882, 'America/Guatemala'),
  city('CR', 'San José', 'San José', 9.928069, -84.090725, 'America/Costa_Rica'),
];
