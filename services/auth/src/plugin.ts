import type { Db } from '@cerca/db';
import { createQueues, enqueueMail } from '@cerca/queues';
import { createMailDrop, createMailHandoff, defineService, type ServiceDefinition } from '@cerca/service-kit';
import type { AuthContext } from './auth-context';
import { createEmailLimiter } from './lib/email-limiter';
import { installGoTrueErrorHandling } from './lib/gotrue-error-handler';
import { acceptEmptyJsonBodies } from './lib/json-body';
import { type AuthKeyStore, createAuthKeyStore } from './lib/key-store';
import { refuseNulCharacters } from './lib/nul-characters';
import { startRecoveryQueue } from './lib/recovery-queue';
import { type AuthSettingsOverrides, loadAuthSettings } from './lib/settings';
import { createSignInThrottle } from './lib/sign-in-throttle';
import { createAdminUserRoute } from './routes/create-admin-user';
import { deleteAdminUserRoute } from './routes/delete-admin-user';
import { getAdminUserRoute } from './routes/get-admin-user';
import { getDevOutboxRoute } from './routes/get-dev-outbox';
import { getJwksRoute } from './routes/get-jwks';
import { getReauthenticateRoute } from './routes/get-reauthenticate';
import { getSettingsRoute } from './routes/get-settings';
import { getUserRoute } from './routes/get-user';
import { getVerifyRoute } from './routes/get-verify';
import { listAdminUsersRoute } from './routes/list-admin-users';
import { postLogoutRoute } from './routes/post-logout';
import { postRecoverRoute } from './routes/post-recover';
import { postSignupRoute } from './routes/post-signup';
import { postTokenRoute } from './routes/post-token';
import { postVerifyRoute } from './routes/post-verify';
import { putUserRoute } from './routes/put-user';
import { updateAdminUserRoute } from './routes/update-admin-user';

export { type AuthKeyStore, createAuthKeyStore, type Jwks } from './lib/key-store';
export { type AuthSettings, type AuthSettingsOverrides, loadAuthSettings } from './lib/settings';

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
  const keysFor = keyStoreFor(options.keyStore);

  return defineService({
    name: 'auth',
    prefix: '/auth/v1',
    description:
      'Accounts and sessions, wire-compatible with GoTrue (Supabase Auth) so @supabase/auth-js works unchanged. ' +
      'Access tokens are ES256 JWTs verifiable with /auth/v1/.well-known/jwks.json; refresh tokens rotate.',
    async routes(app, serviceContext) {
      const settings = loadAuthSettings(
        options.env ?? process.env,
        serviceContext.config.publicUrl,
        options.settings,
      );
      const keys = keysFor(serviceContext.db);
      // The first instance to start creates the signing key; failing here fails the start.
      await keys.ready();
      const production = serviceContext.config.env === 'production';
      // After a mail's row commits: its delivery job for services/jobs, and outside production
      // its local file. The queue is REDIS_QUEUE_URL's, like every BullMQ queue.
      const mailQueues = createQueues(serviceContext.config.redisQueueUrl, serviceContext.config.redisPrefix);
      app.addHook('onClose', () => mailQueues.close());
      const mailDrop = createMailHandoff({
        deliver: (mailId) => enqueueMail(mailQueues, mailId),
        drop: production ? null : createMailDrop(settings.mailDir, app.log),
        log: app.log,
      });
      const recoveryQueue = startRecoveryQueue({ ...serviceContext, settings, mailDrop }, app.log);
      app.addHook('onClose', () => recoveryQueue.close());
      const context: AuthContext = {
        ...serviceContext,
        settings,
        keys,
        limitEmail: createEmailLimiter(serviceContext, settings.rateLimit),
        signInThrottle: createSignInThrottle(serviceContext, settings.rateLimit),
        mailDrop,
        recoveryQueue,
      };

      installGoTrueErrorHandling(app);
      acceptEmptyJsonBodies(app);
      refuseNulCharacters(app);
      // Answers carry tokens and personal data: never cached, unless a route says otherwise.
      app.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });

      await postSignupRoute(app, context);
      await postTokenRoute(app, context);
      await getUserRoute(app, context);
      await putUserRoute(app, context);
      await getReauthenticateRoute(app, context);
      await postLogoutRoute(app, context);
      await postRecoverRoute(app, context);
      await getVerifyRoute(app, context);
      await postVerifyRoute(app, context);
      await listAdminUsersRoute(app, context);
      await createAdminUserRoute(app, context);
      await getAdminUserRoute(app, context);
      await updateAdminUserRoute(app, context);
      await deleteAdminUserRoute(app, context);
      await getJwksRoute(app, context);
      await getSettingsRoute(app, context);
      if (!production && settings.devOutbox) await getDevOutboxRoute(app, context);
    },
    async readiness({ db }) {
      await keysFor(db).getJwks();
    },
  });
}

/** The given key store, or one per database (an app builds its routes and readiness on one db). */
function keyStoreFor(shared: AuthKeyStore | undefined): (db: Db) => AuthKeyStore {
  const storesByDb = new WeakMap<Db, AuthKeyStore>();
  return (db) => {
    if (shared) return shared;
    let store = storesByDb.get(db);
    if (!store) {
      store = createAuthKeyStore(db);
      storesByDb.set(db, store);
    }
    return store;
  };
}

export const authService = createAuthService();
