import { defineService, type ServiceDefinition } from '@cerca/service-kit';
import { installGoTrueErrorHandling } from './gotrue-errors';
import { acceptEmptyJsonBodies } from './json-body';
import { type AuthKeyStore, createAuthKeyStore } from './keys';
import { createEmailLimiter } from './rate-limit';
import { registerAdmin } from './routes/admin';
import { registerDevOutbox } from './routes/dev-outbox';
import { registerDiscovery } from './routes/discovery';
import { registerRecover } from './routes/recover';
import { registerSignup } from './routes/signup';
import { registerToken } from './routes/token';
import { registerUser } from './routes/user';
import { registerVerify } from './routes/verify';
import type { AuthRuntime } from './runtime';
import { type AuthSettingsOverrides, loadAuthSettings } from './settings';

export { type AuthKeyStore, createAuthKeyStore, type Jwks } from './keys';
export { type AuthSettings, type AuthSettingsOverrides, loadAuthSettings } from './settings';

export interface AuthServiceOptions {
  /**
   * Share one key store with the app's token verifier (the gateway does:
   * `const keys = createAuthKeyStore(db); createServiceApp({ db, verifyToken: keys.verifyToken,
   * services: [createAuthService({ keyStore: keys }), …] })`). Default: one per app, on its db.
   */
  keyStore?: AuthKeyStore;
  /** Environment to read AUTH_* settings from; default process.env, read when the app is built. */
  env?: Record<string, string | undefined>;
  /** Settings that win over the environment (tests lower the rate limits this way). */
  settings?: AuthSettingsOverrides;
}

/** The GoTrue-compatible auth service, mounted at /auth/v1. */
export function createAuthService(options: AuthServiceOptions = {}): ServiceDefinition {
  const storesByDb = new WeakMap<object, AuthKeyStore>();
  const keysFor = (db: AuthRuntime['db']) => {
    if (options.keyStore) return options.keyStore;
    let store = storesByDb.get(db);
    if (!store) {
      store = createAuthKeyStore(db);
      storesByDb.set(db, store);
    }
    return store;
  };

  return defineService({
    name: 'auth',
    prefix: '/auth/v1',
    description:
      'Accounts and sessions, wire-compatible with GoTrue (Supabase Auth) so @supabase/auth-js works unchanged. ' +
      'Access tokens are ES256 JWTs verifiable with /auth/v1/.well-known/jwks.json; refresh tokens rotate.',
    async routes(app, { db, redis, config }) {
      const settings = loadAuthSettings(options.env ?? process.env, config.publicUrl, options.settings);
      const keys = keysFor(db);
      // The first instance to start creates the signing key; failing here fails the start.
      await keys.ready();
      const runtime: AuthRuntime = {
        db,
        redis,
        config,
        settings,
        keys,
        tokens: {
          keys,
          issuer: `${config.publicUrl}/auth/v1`,
          expirySeconds: settings.jwtExpiry,
          adminEmails: config.adminEmails,
        },
        limitEmail: createEmailLimiter(redis, settings.rateLimit),
      };

      installGoTrueErrorHandling(app);
      acceptEmptyJsonBodies(app);
      // Answers carry tokens and personal data: never cached, unless a route says otherwise.
      app.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });

      registerSignup(app, runtime);
      registerToken(app, runtime);
      registerUser(app, runtime);
      registerRecover(app, runtime);
      registerVerify(app, runtime);
      registerAdmin(app, runtime);
      registerDiscovery(app, runtime);
      if (config.env !== 'production') registerDevOutbox(app, runtime);
    },
    async readiness({ db }) {
      await keysFor(db).getJwks();
    },
  });
}

export const authService = createAuthService();
