import { type PoolSettings, readPoolSettings } from '@cerca/db';
import { loadMailConfig, type MailConfig } from './mail-config';
import { loadObjectStorageConfig, type ObjectStorageConfig } from './object-storage-config';
import { loadOutboxConfig, type OutboxConfig } from './outbox-config';

/**
 * Configuration comes only from environment variables; every value has a default that works
 * on one developer machine (local Postgres and Redis, gateway on :8080), except secrets, which
 * have none: a machine generates and keeps its own outside production (kept-secret.ts).
 */
export interface ServiceConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Public origin people use, e.g. http://localhost:8080 (links in mails, token issuer). */
  publicUrl: string;
  databaseUrl: string;
  /**
   * The pool every process opens on DATABASE_URL: DATABASE_POOL_MAX (10), DATABASE_POOL_MAX_WAITING
   * (100), DATABASE_CONNECT_TIMEOUT (5000 ms), DATABASE_STATEMENT_TIMEOUT (15000 ms),
   * DATABASE_IDLE_IN_TRANSACTION_TIMEOUT (30000 ms) and DATABASE_PREPARED_STATEMENTS (on).
   * @cerca/db's database-settings.ts says what each does; a full pool answers 503 database_busy.
   */
  database: PoolSettings;
  /**
   * REDIS_URL: caches, pub/sub (the socket.io adapter, cache drops, session ends, drivers' zones),
   * rate limits and presence. Everything there can be rebuilt or is short-lived, so that Redis
   * may evict (allkeys-lru) and lose its data on a restart; reads fail open without it, sign-in
   * fails closed (503).
   */
  redisUrl: string;
  /**
   * REDIS_QUEUE_URL: BullMQ's queues, which are data (jobs not yet run). That Redis must keep
   * every key (maxmemory-policy noeviction) and persist them (AOF); the jobs service warns at
   * start when it does not. Defaults to REDIS_URL: one Redis holds both on one machine.
   */
  redisQueueUrl: string;
  /** Prefix for every Redis key and BullMQ queue, so test runs and apps never collide. */
  redisPrefix: string;
  /** Where services fetch the auth service's public keys when they run on their own. */
  jwksUrl: string;
  /** E-mails that are admins whatever their profile says (configuration, never code). */
  adminEmails: string[];
  storageDir: string;
  /** STORAGE_DRIVER, STORAGE_PUBLIC_URL and the S3_* settings (object-storage-config.ts). */
  objectStorage: ObjectStorageConfig;
  logLevel: string;
  /**
   * Which proxies may say who the client is (X-Forwarded-For): none by default, so a client
   * cannot pick its own address and slip past per-IP limits. TRUST_PROXY is a comma-separated
   * list of the proxies' addresses or CIDR ranges ("10.0.0.0/8", "loopback", …).
   */
  trustProxy: false | string;
  /**
   * Satellite tiles behind the world map (/world), all unset by default (the map is then drawn
   * offline from the bundled atlas): MAP_SATELLITE_TILE_URL, an XYZ template with {z}, {x}, {y}
   * and optionally {token}; MAP_TOKEN, the provider's public token put in place of {token} (it
   * reaches browsers); MAP_SATELLITE_ATTRIBUTION, the credit the provider requires.
   */
  mapSatelliteTileUrl: string | null;
  mapToken: string | null;
  mapSatelliteAttribution: string | null;
  /**
   * Subscriptions checkout (services/ordering/src/payments). PAYMENTS_PROVIDER: `local` (the
   * default outside production: a checkout page of our own that signs its events with
   * LOCAL_PAYMENTS_WEBHOOK_SECRET) or `stripe` (the default in production: STRIPE_SECRET_KEY,
   * STRIPE_WEBHOOK_SECRET and the price ids STRIPE_PRICE_BUSINESS_STANDARD,
   * STRIPE_PRICE_BUSINESS_PREMIUM, STRIPE_PRICE_PERSONAL_PREMIUM; STRIPE_API_BASE for stripe-mock).
   * No secret has a default here: payments-secrets.ts says what each provider needs and where a
   * machine keeps the local one it generated.
   */
  payments: PaymentsConfig;
  /**
   * Outgoing mail, sent by services/jobs' mail job: SMTP_URL (`smtp://user:pass@host:port`, or
   * `smtps://` for TLS; it holds a password, so no default) and MAIL_FROM (the From of every mail).
   * mail-config.ts says what each setting does and what happens without it.
   */
  mail: MailConfig;
  /** OUTBOX_LISTEN_DATABASE_URL, OUTBOX_POLL_MS, OUTBOX_REPLAY_SECONDS (outbox-config.ts). */
  outbox: OutboxConfig;
}

export interface PaymentsConfig {
  provider: 'local' | 'stripe';
  /** LOCAL_PAYMENTS_WEBHOOK_SECRET as set, else null: read it through localPaymentsWebhookSecret(). */
  localWebhookSecret: string | null;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** STRIPE_API_BASE: another Stripe API origin (stripe-mock, a test double); null for Stripe's own. */
  stripeApiBase: string | null;
  /** Our plan key → the provider's price id. */
  stripePriceIds: Record<'business_standard' | 'business_premium' | 'personal_premium', string | null>;
}

function loadPaymentsConfig(env: Env, nodeEnv: ServiceConfig['env']): PaymentsConfig {
  const provider = env.PAYMENTS_PROVIDER?.trim() || (nodeEnv === 'production' ? 'stripe' : 'local');
  if (provider !== 'local' && provider !== 'stripe')
    throw new Error(`PAYMENTS_PROVIDER must be local or stripe, got "${provider}"`);
  return {
    provider,
    localWebhookSecret: env.LOCAL_PAYMENTS_WEBHOOK_SECRET?.trim() || null,
    stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    stripeApiBase: env.STRIPE_API_BASE?.trim() || null,
    stripePriceIds: {
      business_standard: env.STRIPE_PRICE_BUSINESS_STANDARD?.trim() || null,
      business_premium: env.STRIPE_PRICE_BUSINESS_PREMIUM?.trim() || null,
      personal_premium: env.STRIPE_PRICE_PERSONAL_PREMIUM?.trim() || null,
    },
  };
}

/**
 * TRUST_PROXY → Fastify's trustProxy. Only named proxies: "true" would trust anyone who sends
 * the header, and Fastify 5 ignores hop counts (it cannot check the peer), so both are refused
 * rather than silently doing something else.
 */
export function parseTrustProxy(value: string | undefined): false | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true' || /^\d+$/.test(trimmed))
    throw new Error('TRUST_PROXY must list the proxies (addresses or CIDR ranges), e.g. 10.0.0.0/8');
  return trimmed;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  return {
    env: nodeEnv,
    // Loopback unless told otherwise: a developer's machine is not a server for its network.
    // Containers set HOST=0.0.0.0 (deploy/docker).
    host: env.HOST ?? '127.0.0.1',
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cerca',
    database: readPoolSettings(env),
    redisUrl,
    redisQueueUrl: env.REDIS_QUEUE_URL?.trim() || redisUrl,
    redisPrefix: env.REDIS_PREFIX ?? 'cerca:',
    jwksUrl: env.AUTH_JWKS_URL ?? `http://127.0.0.1:${port}/auth/v1/.well-known/jwks.json`,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    storageDir: env.STORAGE_DIR ?? '.data/storage',
    objectStorage: loadObjectStorageConfig(env),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mapSatelliteTileUrl: env.MAP_SATELLITE_TILE_URL?.trim() || null,
    mapToken: env.MAP_TOKEN?.trim() || null,
    mapSatelliteAttribution: env.MAP_SATELLITE_ATTRIBUTION?.trim() || null,
    payments: loadPaymentsConfig(env, nodeEnv),
    outbox: loadOutboxConfig(env),
    mail: loadMailConfig(env),
    ...overrides,
  };
}
