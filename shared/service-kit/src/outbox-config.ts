/** The transactional outbox's relay in the jobs service (issue 22; deploy/README.md). */
export interface OutboxConfig {
  /**
   * OUTBOX_LISTEN_DATABASE_URL: where the relay LISTENs for committed events. Postgres itself (a
   * transaction pooler drops LISTEN); null: DATABASE_URL. Without a working LISTEN the relay still
   * finds every event by its poll, only up to OUTBOX_POLL_MS later.
   */
  listenDatabaseUrl: string | null;
  /** OUTBOX_POLL_MS: how often the relay looks for events LISTEN did not announce (default 1 000). */
  pollMs: number;
  /**
   * OUTBOX_REPLAY_SECONDS: after the queue Redis came back without its data, the events published
   * this long before are published again (their jobs may have been lost unrun); default 300.
   */
  replayWindowMs: number;
}

type Env = Record<string, string | undefined>;

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function loadOutboxConfig(env: Env): OutboxConfig {
  return {
    listenDatabaseUrl: env.OUTBOX_LISTEN_DATABASE_URL?.trim() || null,
    pollMs: positiveNumber(env, 'OUTBOX_POLL_MS', 1_000),
    replayWindowMs: positiveNumber(env, 'OUTBOX_REPLAY_SECONDS', 300) * 1_000,
  };
}
