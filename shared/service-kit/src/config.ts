/**
 * Configuration comes only from environment variables; every value has a default that works
 * on one developer machine (local Postgres and Redis, gateway on :8080).
 */
export interface ServiceConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Public origin people use, e.g. http://localhost:8080 (links in mails, token issuer). */
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix for every Redis key and BullMQ queue, so test runs and apps never collide. */
  redisPrefix: string;
  /** Where services fetch the auth service's public keys when they run on their own. */
  jwksUrl: string;
  /** E-mails that are admins whatever their profile says (configuration, never code). */
  adminEmails: string[];
  storageDir: string;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cerca',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'cerca:',
    jwksUrl: env.AUTH_JWKS_URL ?? `http://127.0.0.1:${port}/auth/v1/.well-known/jwks.json`,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    storageDir: env.STORAGE_DIR ?? '.data/storage',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    ...overrides,
  };
}
