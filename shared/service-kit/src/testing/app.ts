import { randomBytes } from 'node:crypto';
import type { Role } from '@cerca/contracts';
import type { Database } from '@cerca/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { ACCESS_TOKEN_AUDIENCE, accessTokenIssuer, verifierFromJwks } from '../auth';
import { loadConfig, type ServiceConfig } from '../config';
import { createServiceApp } from '../create-app';
import type { ServiceDefinition } from '../define-service';

export interface TestUserClaims {
  id: string;
  email?: string;
  role?: Role;
  managedCityId?: string | null;
  /** The session_id claim; none by default (such a token cannot be revoked one by one). */
  sessionId?: string;
  /** Sign as another issuer than the keys' own (tests of foreign tokens). */
  issuer?: string;
}

/**
 * A signing key pair standing in for the auth service's keys in other services' tests: tokens
 * are real ES256 JWTs checked by the same verifier the services use in production, issued by
 * what the app expects (default: the issuer of testConfig()'s publicUrl).
 */
export async function createTestKeys(issuer = accessTokenIssuer(testConfig().publicUrl)) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  const jwks = createLocalJWKSet({ keys: [publicJwk] });
  return {
    verifyToken: verifierFromJwks(jwks, issuer),
    async sign(user: TestUserClaims, expiresIn = '1h'): Promise<string> {
      return new SignJWT({
        email: user.email ?? `${user.id.slice(0, 8)}@example.com`,
        role: 'authenticated',
        app_metadata: { role: user.role ?? 'user', managed_city_id: user.managedCityId ?? null },
        ...(user.sessionId ? { session_id: user.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
        .setIssuer(user.issuer ?? issuer)
        .setSubject(user.id)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey);
    },
  };
}

/**
 * The local payments secret of this test process, set explicitly (the code has no default), so
 * tests sign their local events with config.payments.localWebhookSecret and write no secret file.
 */
const TEST_LOCAL_PAYMENTS_SECRET = randomBytes(32).toString('base64url');

/** Config for tests: a Redis prefix of its own so parallel test files never share keys. */
export function testConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      REDIS_PREFIX: `cerca-test:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`,
      LOCAL_PAYMENTS_WEBHOOK_SECRET: TEST_LOCAL_PAYMENTS_SECRET,
    },
    overrides,
  );
}

/** The Authorization header of `token`; none for a visitor (no token). */
export function bearer(token?: string): { authorization?: string } {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

/** Who sends a test request: a token as it is, or the claims of one to sign; none for a visitor. */
export type TestCaller = string | TestUserClaims | undefined;

export interface TestApp {
  app: FastifyInstance;
  redis: Redis;
  config: ServiceConfig;
  sign: (user: TestUserClaims, expiresIn?: string) => Promise<string>;
  /** app.inject with the caller's Bearer token added to the headers (a visitor without one). */
  inject: (options: InjectOptions, as?: TestCaller) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/**
 * Builds services on a test database (see @cerca/db/testing) with real Redis and test keys.
 * `provide`: context plugins the test makes itself (a storage it also reads, see createServiceApp).
 */
export async function buildTestApp(
  services: ServiceDefinition[],
  db: Kysely<Database>,
  overrides: Partial<ServiceConfig> = {},
  provide: Record<string, unknown> = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const redis = new Redis(config.redisUrl, { keyPrefix: config.redisPrefix, maxRetriesPerRequest: 2 });
  const keys = await createTestKeys(accessTokenIssuer(config.publicUrl));
  const app = await createServiceApp({ services, config, db, redis, verifyToken: keys.verifyToken, provide });
  await app.ready();
  return {
    app,
    redis,
    config,
    sign: keys.sign,
    async inject(options, as) {
      const token = typeof as === 'object' ? await keys.sign(as) : as;
      return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
    },
    async close() {
      await app.close();
      // KEYS ignores ioredis' keyPrefix while UNLINK adds it: strip it before deleting.
      const keysLeft = await redis.keys(`${config.redisPrefix}*`);
      if (keysLeft.length) await redis.unlink(...keysLeft.map((key) => key.slice(config.redisPrefix.length)));
      redis.disconnect();
    },
  };
}
