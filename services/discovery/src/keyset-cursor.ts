import { errors } from '@cerca/service-kit';
import messages from './messages.json';

// Keyset cursors are opaque to callers: base64url of a JSON array of the last row's sort keys.
// Each list decodes with its own shape check, so a cursor that was tampered with, truncated or
// taken from another list answers 400 'invalid_cursor' instead of reaching SQL.

function encodeCursor(keys: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

function invalidCursor() {
  return errors.badRequest('invalid_cursor', messages.invalidCursor);
}

function decodeKeys(cursor: string): unknown[] {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  try {
    const keys: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(keys)) return keys;
  } catch {
    // falls through to the refusal
  }
  throw invalidCursor();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** numeric(3,2) as Postgres prints it: '4.50', '0', '5.00'. */
const RATING = /^\d(\.\d{1,2})?$/;
/** Microseconds since the epoch: timestamptz keeps microseconds, a JS Date only milliseconds. */
const MICROS = /^-?\d{1,17}$/;

/** The position after a business of a search page: its rating_avg, rating_count and id. */
export interface RankCursor {
  ratingAvg: string;
  ratingCount: number;
  id: string;
}

export function encodeRankCursor(row: RankCursor): string {
  return encodeCursor([row.ratingAvg, row.ratingCount, row.id]);
}

export function decodeRankCursor(cursor: string): RankCursor {
  const [ratingAvg, ratingCount, id, ...rest] = decodeKeys(cursor);
  if (
    rest.length === 0 &&
    typeof ratingAvg === 'string' &&
    RATING.test(ratingAvg) &&
    Number(ratingAvg) <= 5 &&
    Number.isSafeInteger(ratingCount) &&
    (ratingCount as number) >= 0 &&
    typeof id === 'string' &&
    UUID.test(id)
  ) {
    return { ratingAvg, ratingCount: ratingCount as number, id };
  }
  throw invalidCursor();
}

/** The position after a row of a newest-first list: created_at (in microseconds) and id. */
export interface TimeCursor {
  createdAtMicros: string;
  id: string;
}

export function encodeTimeCursor(row: TimeCursor): string {
  return encodeCursor([row.createdAtMicros, row.id]);
}

export function decodeTimeCursor(cursor: string): TimeCursor {
  const [createdAtMicros, id, ...rest] = decodeKeys(cursor);
  if (
    rest.length === 0 &&
    typeof createdAtMicros === 'string' &&
    MICROS.test(createdAtMicros) &&
    typeof id === 'string' &&
    UUID.test(id)
  ) {
    return { createdAtMicros, id };
  }
  throw invalidCursor();
}
