// The approximate area of a delivery address, for drivers who have not taken the order yet
// (DESIGN §10, issue 21). Orders keep the address as the customer typed it (one free-text field),
// so the colonia is read only where the customer labelled it, and only what cannot point at a
// door: anything unsure gives null, and the driver sees the city instead.

/** A segment (between commas) that starts with a colonia label: "Col. Americana", "Colonia Roma". */
const LABELLED = /^(?:col(?:onia)?|fracc(?:ionamiento)?|barrio|bo)\.?\s+(.+)$/iu;

/**
 * Where a colonia name stops: a digit (a number, a postal code), a postal-code label, or a word
 * that starts describing the street or the door.
 */
const STOP =
  /\d|\b(?:c\.?\s?p\.?|entre|esq(?:uina)?\.?|casa|depto\.?|departamento|int(?:erior)?\.?|edificio|piso|junto|frente|atr[aá]s|cerca|calle|av(?:enida)?\.?|mz\.?|manzana|lote|lt\.?|n[uú]m(?:ero)?\.?|no\.)(?=\s|$|\.)/iu;

/** Letters, spaces and the punctuation of place names only; at most four words. */
const PLACE_NAME = /^\p{L}[\p{L}\s.'-]*$/u;
const MAX_WORDS = 4;
const MAX_LENGTH = 40;

/**
 * The colonia the customer named in `address` ("Calle Morelos 45, Col. Americana, Guadalajara" →
 * "Americana"), or null when it names none this can read safely. Never the street, the number,
 * the postal code or the notes around them.
 */
export function deliveryColonia(address: string): string | null {
  for (const segment of address.split(/[,;\n]/)) {
    const labelled = LABELLED.exec(segment.trim());
    if (!labelled?.[1]) continue;
    const stop = STOP.exec(labelled[1]);
    const name = (stop ? labelled[1].slice(0, stop.index) : labelled[1])
      .replace(/[\s.'-]+$/u, '')
      .replace(/\s+/gu, ' ')
      .trim();
    if (name.length < 2 || name.length > MAX_LENGTH || !PLACE_NAME.test(name)) return null;
    if (name.split(' ').length > MAX_WORDS) return null;
    return name;
  }
  return null;
}
