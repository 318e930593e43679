import pg from 'pg';

/**
 * No connection could be had in time: every one is busy and the wait was too long, or too many
 * requests already wait. Services answer it with 503 database_busy and Retry-After (service-kit's
 * error handler): the caller tries again in a moment instead of piling onto a saturated database.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(reason: string, cause?: unknown) {
    super(`database busy: ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'DatabaseBusyError';
  }
}

export function isDatabaseBusy(error: unknown): error is DatabaseBusyError {
  return error instanceof DatabaseBusyError || (error as { code?: unknown } | null)?.code === 'DATABASE_BUSY';
}

/**
 * What pg-pool rejects with when connectionTimeoutMillis runs out: waiting for a free client, and
 * opening a new connection. Both mean "no connection in time"; anything else (a refused
 * connection, bad credentials) is a different failure and passes unchanged.
 */
const TIMEOUT_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * pg.Pool queues a request for a connection without limit while all are busy. This one refuses
 * at once when `maxWaiting` requests already wait, and turns pg-pool's acquire and connect
 * timeouts into DatabaseBusyError, so a saturated pool answers fast with one recognisable error.
 */
export class BoundedPool extends pg.Pool {
  readonly #maxWaiting: number;

  constructor(config: pg.PoolConfig, maxWaiting: number) {
    super(config);
    this.#maxWaiting = maxWaiting;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const acquired = this.#acquire();
    if (!callback) return acquired;
    acquired.then(
      (client) => callback(undefined, client, (release) => client.release(release as boolean | Error)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  async #acquire(): Promise<pg.PoolClient> {
    const full = this.idleCount === 0 && this.totalCount >= (this.options.max ?? 10);
    if (full && this.waitingCount >= this.#maxWaiting)
      throw new DatabaseBusyError(
        `all ${this.totalCount} connections busy and ${this.waitingCount} requests waiting`,
      );
    try {
      return await super.connect();
    } catch (error) {
      if (error instanceof Error && TIMEOUT_MESSAGES.has(error.message))
        throw new DatabaseBusyError(`no connection within ${this.options.connectionTimeoutMillis} ms`, error);
      throw error;
    }
  }
}
