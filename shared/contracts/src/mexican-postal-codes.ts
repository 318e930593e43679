// Mexico's postal codes are assigned by state: the first two digits say which (SEPOMEX). A typed
// address whose code belongs to another state than the business's city cannot be that city's, and
// this is how Cerca tells a Guadalajara business from an address in CDMX without a geocoder.

/** [first two digits from, to, state] — every state's range, as SEPOMEX assigns them. */
const RANGES: readonly [number, number, string][] = [
  [1, 16, 'ciudad de mexico'],
  [20, 20, 'aguascalientes'],
  [21, 22, 'baja california'],
  [23, 23, 'baja california sur'],
  [24, 24, 'campeche'],
  [25, 27, 'coahuila'],
  [28, 28, 'colima'],
  [29, 30, 'chiapas'],
  [31, 33, 'chihuahua'],
  [34, 35, 'durango'],
  [36, 38, 'guanajuato'],
  [39, 41, 'guerrero'],
  [42, 43, 'hidalgo'],
  [44, 49, 'jalisco'],
  [50, 57, 'estado de mexico'],
  [58, 61, 'michoacan'],
  [62, 62, 'morelos'],
  [63, 63, 'nayarit'],
  [64, 67, 'nuevo leon'],
  [68, 71, 'oaxaca'],
  [72, 75, 'puebla'],
  [76, 76, 'queretaro'],
  [77, 77, 'quintana roo'],
  [78, 79, 'san luis potosi'],
  [80, 82, 'sinaloa'],
  [83, 85, 'sonora'],
  [86, 86, 'tabasco'],
  [87, 89, 'tamaulipas'],
  [90, 90, 'tlaxcala'],
  [91, 96, 'veracruz'],
  [97, 97, 'yucatan'],
  [98, 99, 'zacatecas'],
];

/** The other names people and partners give a state, after `plainText`. */
const ALIASES: Record<string, string> = {
  cdmx: 'ciudad de mexico',
  df: 'ciudad de mexico',
  'distrito federal': 'ciudad de mexico',
  mexico: 'estado de mexico',
  edomex: 'estado de mexico',
  'coahuila de zaragoza': 'coahuila',
  'michoacan de ocampo': 'michoacan',
  'veracruz de ignacio de la llave': 'veracruz',
};

/** Lower case, without accents, single spaces: how places are compared ("Colonia  Juárez" = "colonia juarez"). */
export function plainText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function stateKey(state: string): string {
  const plain = plainText(state);
  return ALIASES[plain] ?? plain;
}

/**
 * Whether a five-digit postal code can be in a city of `state`. A state this table does not know
 * (a city outside Mexico, or a name nobody foresaw) answers true: the zone check still applies.
 */
export function postalCodeFitsState(postalCode: string, state: string): boolean {
  const key = stateKey(state);
  if (!RANGES.some(([, , name]) => name === key)) return true;
  const prefix = Number(postalCode.slice(0, 2));
  return RANGES.some(([from, to, name]) => name === key && prefix >= from && prefix <= to);
}
