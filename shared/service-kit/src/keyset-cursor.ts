// The keyset cursor every paged list hands out: opaque to callers, base64url of a JSON array of the
// last row's sort keys. Each list decodes with its own shape check, so a cursor that was tampered
// with, truncated or taken from another list is refused (the caller's 400 'invalid_cursor' with its
// Spanish message) before any SQL sees it; a missing or empty `?cursor=` means the first page.

const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Postgres' to_char(… 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') in UTC: all six fractional digits. */
const AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

export function encodeCursorKeys(keys: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

/**
 * undefined for the first page; otherwise exactly as many keys as `tests`, each accepted by its own
 * test, or `invalid()` is thrown.
 */
export function decodeCursorKeys(
  raw: string | undefined,
  tests: readonly ((key: unknown) => boolean)[],
  invalid: () => Error,
): unknown[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!BASE64URL.test(raw)) throw invalid();
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(keys) || keys.length !== tests.length || !tests.every((test, i) => test(keys[i]))) {
    throw invalid();
  }
  return keys;
}

export const isCursorUuid = (key: unknown): boolean => typeof key === 'string' && UUID.test(key);

/** A real calendar instant (no 30 February, nothing before 1970), so Postgres never fails to read it. */
export function isCursorInstant(key: unknown): boolean {
  const match = typeof key === 'string' ? AT.exec(key) : null;
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/**
 * The position after a row of a list ordered by (created_at, id): created_at in UTC with Postgres'
 * microseconds (a JS Date keeps only milliseconds, and rounding would skip or repeat rows sharing
 * one) and the row's id.
 */
export interface TimeCursor {
  at: string;
  id: string;
}

export function encodeTimeCursor(cursor: TimeCursor): string {
  return encodeCursorKeys([cursor.at, cursor.id]);
}

/**
 * The next_cursor of a page read with one row more than it shows (pageSize + 1): the position of
 * the last row shown when a row follows it, else null (the last page).
 */
export function nextTimeCursor<Row>(
  rows: readonly Row[],
  pageSize: number,
  positionOf: (row: Row) => TimeCursor,
): string | null {
  const last = rows[pageSize - 1];
  return rows.length > pageSize && last ? encodeTimeCursor(positionOf(last)) : null;
}

/** The TimeCursor of `?cursor=`: undefined for the first page, `invalid()` when it is not ours. */
export function decodeTimeCursor(raw: string | undefined, invalid: () => Error): TimeCursor | undefined {
  const keys = decodeCursorKeys(raw, [isCursorInstant, isCursorUuid], invalid);
  if (!keys) return undefined;
  const [at, id] = keys as [string, string];
  return { at, id: id.toLowerCase() };
}
