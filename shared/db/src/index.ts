import { Kysely } from 'kysely';
import pg from 'pg';
import { BoundedPool } from './bounded-pool';
import { DEFAULT_POOL_SETTINGS, type PoolSettings } from './database-settings';
import { prepareClientStatements } from './prepared-statements';
import { CercaPostgresDialect } from './query-compiler';
import type { Database } from './schema/index';

export type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
export { sql } from 'kysely';
export { DatabaseBusyError, isDatabaseBusy } from './bounded-pool';
export {
  DEFAULT_MIGRATION_LOCK_TIMEOUT_MS,
  DEFAULT_POOL_SETTINGS,
  type MigrationSettings,
  type PoolSettings,
  readMigrationSettings,
  readPoolSettings,
} from './database-settings';
export { fromCents, MONEY_MAX_CENTS, toCents, toMoney, toMoneyString } from './money';
export { isForeignKeyViolation, isUniqueViolation } from './pg-errors';
export { PROVEN_EMAIL_KEY, provenEmail } from './proven-email';
export { AUTH_USER_COLUMNS, PROFILE_COLUMNS } from './row-columns';
export * from './schema/index';
export { escapeLike } from './text';

export type Db = Kysely<Database>;

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

/**
 * Per-pool type parsers (the global pg.types stay untouched): int8 (count(*), bigserial) as a JS
 * number, numeric as the exact decimal string, date as 'YYYY-MM-DD' (no time-zone shift).
 */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      if (oid === INT8_OID) return (value: string) => Number.parseInt(value, 10);
      if (oid === NUMERIC_OID || oid === DATE_OID) return (value: string) => value;
    }
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept a union format.
    return pg.types.getTypeParser(oid, format as any);
  },
} as pg.CustomTypesConfig;

export interface CreateDbOptions extends Partial<PoolSettings> {
  /** Idle connection timeout in ms; default 10 000. */
  idleTimeoutMillis?: number;
}

/**
 * A Kysely instance on its own pg Pool. Call `db.destroy()` to close the pool. Settings not given
 * take DEFAULT_POOL_SETTINGS (services pass ServiceConfig.database, read from the environment).
 * With PGlite's socket server keep `max` ≤ its maxConnections.
 */
export function createDb(connectionString: string, opts: CreateDbOptions = {}): Kysely<Database> {
  const settings: PoolSettings = { ...DEFAULT_POOL_SETTINGS, ...definedOnly(opts) };
  const pool = new BoundedPool(
    {
      connectionString,
      max: settings.max,
      idleTimeoutMillis: opts.idleTimeoutMillis ?? 10_000,
      connectionTimeoutMillis: settings.connectTimeoutMillis,
      // Startup parameters: set with the connection itself, no round trip. 0 sends none (pg skips it).
      statement_timeout: settings.statementTimeoutMillis,
      idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMillis,
      types: typeParsers,
    },
    settings.maxWaiting,
  );
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  // A client lent out (a transaction awaiting something else) that loses its connection emits
  // 'error' on itself, which pg-pool does not listen to then: unheard, a Postgres restart would
  // crash the process. Heard, the transaction's next query fails, and pg-pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  if (settings.preparedStatements) pool.on('connect', (client) => prepareClientStatements(client));
  return new Kysely<Database>({ dialect: new CercaPostgresDialect({ pool }) });
}

/** The options actually given: `{ max: undefined }` must not override the default with nothing. */
function definedOnly(opts: CreateDbOptions): Partial<PoolSettings> {
  return Object.fromEntries(Object.entries(opts).filter(([, value]) => value !== undefined));
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/cerca';
export { type MainPhotoFile, mainPhotoUrl } from './queries/business-photos';
export {
  type CityWithCountryRow,
  selectCitiesWithCountry,
  spanishOrder,
  toCityWithCountry,
} from './queries/cities';
