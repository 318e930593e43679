import type { ColumnType } from 'kysely';

/** timestamptz: read as Date (pg default parser), written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable timestamp a new row may leave out (null then). */
export type OptionalTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * numeric: read as the exact decimal string Postgres sends ('129.50'), never a float; written as
 * string or number. Use `toMoney` / `toCents` from `@cerca/db` to do arithmetic.
 */
export type Numeric = ColumnType<string, string | number, string | number>;
/** A nullable numeric a new row may leave out (null then). */
export type OptionalNumeric = ColumnType<
  string | null,
  string | number | null | undefined,
  string | number | null
>;

/**
 * jsonb: read parsed. Objects are serialised by pg; pass arrays as `JSON.stringify(value)` (pg would
 * otherwise send a Postgres array literal).
 */
export type Jsonb<T> = ColumnType<T, T | string, T | string>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * A column with a database default: optional on insert. Unlike Kysely's own `Generated`, it also
 * accepts a ColumnType (Generated<Timestamp>, Generated<Numeric>) and keeps its insert/update types.
 */
export type Generated<T> = [T] extends [ColumnType<infer S, infer I, infer U>]
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;
