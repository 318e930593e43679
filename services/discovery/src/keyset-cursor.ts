import { sql } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import messages from './messages.json';

// The one keyset cursor of this service. A cursor is opaque to callers: base64url of a JSON array
// of the last row's sort keys. Each list decodes with its own shape check, so a cursor that was
// tampered with, truncated or taken from another list answers 400 'invalid_cursor' before any
// SQL sees it, and a missing or empty `?cursor=` means the first page.

const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** numeric(3,2) as Postgres prints it: '4.50', '0', '5.00'. */
const RATING = /^\d(\.\d{1,2})?$/;
/** TIME_CURSOR_FORMAT's output: UTC with all six fractional digits. */
const AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

function invalidCursor() {
  return errors.badRequest('invalid_cursor', messages.invalidCursor);
}

function encodeKeys(keys: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

/**
 * The shape check every cursor shares: undefined for the first page; otherwise exactly `count`
 * keys, each accepted by its own test, or 400 invalid_cursor.
 */
function decodeKeys(
  raw: string | undefined,
  tests: readonly ((key: unknown) => boolean)[],
): unknown[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!BASE64URL.test(raw)) throw invalidCursor();
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(keys) || keys.length !== tests.length || !tests.every((test, i) => test(keys[i]))) {
    throw invalidCursor();
  }
  return keys;
}

const isUuid = (key: unknown) => typeof key === 'string' && UUID.test(key);

/**
 * The position after a row of a list ordered by (created_at, id), newest first (posts, reviews)
 * or oldest first (comments): the row's created_at in UTC with Postgres' full microsecond
 * precision and its id. A JS Date keeps only milliseconds, and rounding the position would skip
 * or repeat rows that share a millisecond.
 *
 * Why a timestamp text rather than microseconds since the epoch: the keyset condition is then a
 * plain cast, `(created_at, id) < ($at::timestamptz, $id::uuid)`, which Postgres turns into the
 * index condition as it is, where a number needs `timestamptz 'epoch' + $n * interval '1
 * microsecond'` arithmetic in every query. The price is the calendar check in decodeTimeCursor
 * (no 30 February), so the cast never fails.
 */
export interface TimeCursor {
  /** 'YYYY-MM-DDTHH:MM:SS.ffffffZ', as timeCursorAt selects it. */
  at: string;
  id: string;
}

const TIME_CURSOR_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** The TimeCursor `at` of a created_at column ('p.created_at'), read back exactly by ::timestamptz. */
export function timeCursorAt(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', ${sql.lit(TIME_CURSOR_FORMAT)})`;
}

/**
 * The rows strictly after `cursor` in (createdAt, id) order: 'desc' for newest first, 'asc' for
 * oldest first. A row comparison, so the list's (…, created_at, id) index takes it as its range.
 */
export function afterTimeCursor(
  cursor: TimeCursor,
  direction: 'asc' | 'desc',
  createdAt: string,
  id: string,
) {
  const op = sql.raw(direction === 'desc' ? '<' : '>');
  return sql<boolean>`(${sql.ref(createdAt)}, ${sql.ref(id)}) ${op} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

/** A real calendar instant (no 30 February, nothing before 1970), so Postgres never fails to read it. */
function isInstant(key: unknown): boolean {
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

export function encodeTimeCursor(cursor: TimeCursor): string {
  return encodeKeys([cursor.at, cursor.id]);
}

/** The TimeCursor of `?cursor=`: undefined for the first page, 400 invalid_cursor when it is not ours. */
export function decodeTimeCursor(raw: string | undefined): TimeCursor | undefined {
  const keys = decodeKeys(raw, [isInstant, isUuid]);
  if (!keys) return undefined;
  const [at, id] = keys as [string, string];
  return { at, id: id.toLowerCase() };
}

/** The position after a business of a search page: its rating_avg, rating_count and id (all descending). */
export interface RankCursor {
  ratingAvg: string;
  ratingCount: number;
  id: string;
}

const isRating = (key: unknown) => typeof key === 'string' && RATING.test(key) && Number(key) <= 5;
const isCount = (key: unknown) => Number.isSafeInteger(key) && (key as number) >= 0;

export function encodeRankCursor(cursor: RankCursor): string {
  return encodeKeys([cursor.ratingAvg, cursor.ratingCount, cursor.id]);
}

/** The RankCursor of `?cursor=`: undefined for the first page, 400 invalid_cursor when it is not ours. */
export function decodeRankCursor(raw: string | undefined): RankCursor | undefined {
  const keys = decodeKeys(raw, [isRating, isCount, isUuid]);
  if (!keys) return undefined;
  const [ratingAvg, ratingCount, id] = keys as [string, number, string];
  return { ratingAvg, ratingCount, id: id.toLowerCase() };
}
