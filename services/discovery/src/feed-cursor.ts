import { errors } from '@cerca/service-kit';
import messages from './messages.json';

/**
 * Keyset position in a list ordered by (created_at, id): the last row's created_at in UTC with
 * Postgres' full microsecond precision (a JS Date keeps only milliseconds, and rounding the
 * position would skip or repeat rows) and its id. Sent to the browser as opaque base64url.
 */
export interface Cursor {
  /** 'YYYY-MM-DDTHH:MM:SS.ffffffZ', as CURSOR_AT_SQL formats created_at. */
  at: string;
  id: string;
}

/** to_char format of CURSOR_AT columns: UTC, microseconds, read back exactly by ::timestamptz. */
export const CURSOR_AT_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

const AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

/** A real calendar instant (no 30 February), so Postgres never fails to read it. */
function isValidInstant(at: string): boolean {
  const match = AT.exec(at);
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

/** The cursor of `?cursor=`; undefined for the first page, 400 invalid_cursor when it is not ours. */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined || raw === '') return undefined;
  const invalid = () => errors.badRequest('invalid_cursor', messages.invalidCursor);
  if (raw.length > 200 || !BASE64URL.test(raw)) throw invalid();
  const [at, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (rest.length || at === undefined || id === undefined || !UUID.test(id) || !isValidInstant(at)) {
    throw invalid();
  }
  return { at, id: id.toLowerCase() };
}
