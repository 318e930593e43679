import { sql } from '@cerca/db';
import {
  decodeCursorKeys,
  decodeTimeCursor as decodeSharedTimeCursor,
  encodeCursorKeys,
  encodeTimeCursor as encodeSharedTimeCursor,
  errors,
  isCursorUuid,
  type TimeCursor,
} from '@cerca/service-kit';
import messages from './messages.json';

// The one keyset cursor of this service. A cursor is opaque to callers: base64url of a JSON array
// of the last row's sort keys. Each list decodes with its own shape check, so a cursor that was
// tampered with, truncated or taken from another list answers 400 'invalid_cursor' before any
// SQL sees it, and a missing or empty `?cursor=` means the first page.

/** numeric(3,2) as Postgres prints it: '4.50', '0', '5.00'. */
const RATING = /^\d(\.\d{1,2})?$/;

function invalidCursor() {
  return errors.badRequest('invalid_cursor', messages.invalidCursor);
}

const encodeKeys = encodeCursorKeys;
const decodeKeys = (raw: string | undefined, tests: readonly ((key: unknown) => boolean)[]) =>
  decodeCursorKeys(raw, tests, invalidCursor);
const isUuid = isCursorUuid;

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
export type { TimeCursor };

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

export function encodeTimeCursor(cursor: TimeCursor): string {
  return encodeSharedTimeCursor(cursor);
}

/** The TimeCursor of `?cursor=`: undefined for the first page, 400 invalid_cursor when it is not ours. */
export function decodeTimeCursor(raw: string | undefined): TimeCursor | undefined {
  return decodeSharedTimeCursor(raw, invalidCursor);
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
