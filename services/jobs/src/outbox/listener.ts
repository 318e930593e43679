import pg from 'pg';
import type { JobLogger } from '../deps';
import { retryDelay } from './backoff';

export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * LISTENs on `channel` over its own connection (a pool's would be handed back and lose it) and
 * calls `onNotify` for each notification, and `onConnected` after every (re)connection, since what
 * was notified while it was away is lost (and Postgres, being back, may end a relay's backoff). A lost connection (Postgres restarting) is reopened
 * with backoff for as long as the listener lives; meanwhile the relay's poll goes on.
 *
 * Behind a transaction pooler (PgBouncer in transaction mode) LISTEN does nothing: point
 * OUTBOX_LISTEN_DATABASE_URL at Postgres itself, or live with the poll's delay.
 */
export function listenToChannel(
  url: string,
  channel: string,
  onNotify: () => void,
  onConnected: () => void,
  logger: JobLogger,
): ChannelListener {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const reconnectLater = () => {
    if (closed || timer) return;
    failures += 1;
    timer = setTimeout(
      () => {
        timer = null;
        void connect();
      },
      retryDelay(failures, { baseMs: 100, maxMs: 2_000 }),
    );
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    let lost = false;
    const drop = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      if (!closed) logger.warn({ err: error }, 'outbox listener lost its connection');
      next.end().catch(() => {});
      reconnectLater();
    };
    next.on('error', drop);
    next.on('end', () => drop());
    next.on('notification', () => onNotify());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    onConnected();
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
