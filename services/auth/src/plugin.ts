import { enqueueMail } from '@cerca/queues';
import { createMailDrop, createMailHandoff, defineService, registerRouteFolders } from '@cerca/service-kit';
import { type AuthContext, authPlugins } from './auth-context';
import { createEmailLimiter } from './lib/email-limiter';
import { installGoTrueErrorHandling } from './lib/gotrue-error-handler';
import { acceptEmptyJsonBodies } from './lib/json-body';
import { refuseNulCharacters } from './lib/nul-characters';
import { createSignInThrottle } from './lib/sign-in-throttle';
import { adminRoutes } from './routes/admins';
import { anyoneRoutes } from './routes/anyone';

export { type AuthKeyStore, createAuthKeyStore, type Jwks } from './lib/key-store';
export { type AuthSettings, type AuthSettingsOverrides, loadAuthSettings } from './lib/settings';

/**
 * The GoTrue-compatible auth service, mounted at /auth/v1. Share its key store with the app's
 * token check by providing it (the gateway does: `const keys = createAuthKeyStore(db);
 * createServiceApp({ db, verifyToken: keys.verifyToken, provide: { authKeys: keys }, … })`).
 */
export const authService = defineService({
  name: 'auth',
  prefix: '/auth/v1',
  description:
    'Accounts and sessions, wire-compatible with GoTrue (Supabase Auth) so @supabase/auth-js works unchanged. ' +
    'Access tokens are ES256 JWTs verifiable with /auth/v1/.well-known/jwks.json; refresh tokens rotate.',
  uses: authPlugins,
  async routes(app, serviceContext) {
    const { authSettings: settings, authKeys: keys, queues } = serviceContext;
    // The first instance to start creates the signing key; failing here fails the start.
    await keys.ready();
    const production = serviceContext.config.env === 'production';
    // After a mail's row commits: its delivery job for services/jobs, and outside production
    // its local file.
    const mailDrop = createMailHandoff({
      deliver: (mailId) => enqueueMail(queues, mailId),
      drop: production ? null : createMailDrop(settings.mailDir, app.log),
      log: app.log,
    });
    const context: AuthContext = {
      ...serviceContext,
      settings,
      keys,
      limitEmail: createEmailLimiter(serviceContext, settings.rateLimit),
      signInThrottle: createSignInThrottle(serviceContext, settings.rateLimit),
      mailDrop,
    };

    installGoTrueErrorHandling(app);
    acceptEmptyJsonBodies(app);
    refuseNulCharacters(app);
    // Answers carry tokens and personal data: never cached, unless a route says otherwise.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    await registerRouteFolders(app, context, [anyoneRoutes, adminRoutes]);
  },
  async readiness({ authKeys }) {
    await authKeys.getJwks();
  },
});
