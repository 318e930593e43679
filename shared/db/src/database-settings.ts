/**
 * How a process talks to Postgres, from environment variables, each with a default that works on
 * one machine and is safe for many replicas. Read once at start (ServiceConfig.database, the
 * migrate and seed CLIs) and handed to createDb; nothing reads these variables anywhere else.
 */
export interface PoolSettings {
  /**
   * DATABASE_POOL_MAX (default 10): connections this process opens at most. Every replica has
   * its own pool, so replicas × this must stay under the server's (or the pooler's) limit.
   */
  max: number;
  /**
   * DATABASE_POOL_MAX_WAITING (default 100): requests that may wait for a connection while all
   * are busy. One more is refused at once (503 database_busy) instead of queueing without limit.
   */
  maxWaiting: number;
  /**
   * DATABASE_CONNECT_TIMEOUT in ms (default 5000): how long a request waits for a connection,
   * whether a free one from the pool or a new one to the server, before it is refused (503
   * database_busy). 0 waits for ever.
   */
  connectTimeoutMillis: number;
  /**
   * DATABASE_STATEMENT_TIMEOUT in ms (default 15000): Postgres cancels a statement running longer.
   * Sent in the connection's startup message (no extra round trip). 0 sends nothing (the server's
   * or role's own setting applies).
   */
  statementTimeoutMillis: number;
  /**
   * DATABASE_IDLE_IN_TRANSACTION_TIMEOUT in ms (default 30000): Postgres ends a session that holds
   * a transaction open without running anything for longer, so a stuck request cannot keep row
   * locks. Sent like the statement timeout; 0 sends nothing.
   */
  idleInTransactionTimeoutMillis: number;
  /**
   * DATABASE_PREPARED_STATEMENTS (on | off, default on): parameterised queries run as named
   * prepared statements (prepared-statements.ts). `off` for a pooler that cannot track them; a
   * direct connection, or PgBouncer ≥ 1.21 in transaction mode with max_prepared_statements set,
   * keeps them on.
   */
  preparedStatements: boolean;
}

export const DEFAULT_POOL_SETTINGS: Readonly<PoolSettings> = Object.freeze({
  max: 10,
  maxWaiting: 100,
  connectTimeoutMillis: 5_000,
  statementTimeoutMillis: 15_000,
  idleInTransactionTimeoutMillis: 30_000,
  preparedStatements: true,
});

/** Lock waits a migration's statements accept before the migration fails (MIGRATION_LOCK_TIMEOUT). */
export const DEFAULT_MIGRATION_LOCK_TIMEOUT_MS = 5_000;

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'on' || raw === 'true' || raw === '1') return true;
  if (raw === 'off' || raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

/** The pool settings of DATABASE_POOL_MAX … DATABASE_PREPARED_STATEMENTS; throws on a malformed value. */
export function readPoolSettings(env: Env): PoolSettings {
  const d = DEFAULT_POOL_SETTINGS;
  return {
    max: whole(env, 'DATABASE_POOL_MAX', d.max, 1),
    maxWaiting: whole(env, 'DATABASE_POOL_MAX_WAITING', d.maxWaiting, 0),
    connectTimeoutMillis: whole(env, 'DATABASE_CONNECT_TIMEOUT', d.connectTimeoutMillis, 0),
    statementTimeoutMillis: whole(env, 'DATABASE_STATEMENT_TIMEOUT', d.statementTimeoutMillis, 0),
    idleInTransactionTimeoutMillis: whole(
      env,
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT',
      d.idleInTransactionTimeoutMillis,
      0,
    ),
    preparedStatements: onOff(env, 'DATABASE_PREPARED_STATEMENTS', d.preparedStatements),
  };
}

export interface MigrationSettings {
  /**
   * MIGRATION_DATABASE_URL, else DATABASE_URL: migrations hold a session-level advisory lock for
   * the whole run, so this must reach Postgres directly (or through a session-mode pooler), never
   * a transaction-mode pooler, which would hand the session's lock to other clients.
   */
  url: string;
  /** MIGRATION_LOCK_TIMEOUT in ms (default 5000): see migrate.ts. */
  lockTimeoutMillis: number;
}

export function readMigrationSettings(env: Env, defaultUrl: string): MigrationSettings {
  return {
    url: env.MIGRATION_DATABASE_URL?.trim() || env.DATABASE_URL?.trim() || defaultUrl,
    lockTimeoutMillis: whole(env, 'MIGRATION_LOCK_TIMEOUT', DEFAULT_MIGRATION_LOCK_TIMEOUT_MS, 1),
  };
}
