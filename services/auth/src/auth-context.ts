import { queuesPlugin } from '@cerca/queues';
import type { ContextPlugin, ContextWith, MailDrop } from '@cerca/service-kit';
import type { EmailLimiter } from './lib/email-limiter';
import { type AuthKeyStore, createAuthKeyStore } from './lib/key-store';
import { type AuthSettings, loadAuthSettings } from './lib/settings';
import type { SignInThrottle } from './lib/sign-in-throttle';

/**
 * What the auth service takes from the kit besides config, db and redis: the queues (a committed
 * mail's delivery job), its signing keys and its settings. The gateway provides `authKeys` (the
 * store its token check uses too) and `authSettings` (from its env); tests provide lower limits.
 */
export const authPlugins = {
  queues: queuesPlugin,
  authKeys: { create: ({ db }) => createAuthKeyStore(db) } satisfies ContextPlugin<AuthKeyStore>,
  authSettings: {
    create: ({ config }) => loadAuthSettings(process.env, config.publicUrl),
  } satisfies ContextPlugin<AuthSettings>,
};

/**
 * The auth routes' context: the service's own plus what plugin.ts derives from its settings once
 * per app (limiters, what a committed mail is handed to), under the names the routes read.
 */
export interface AuthContext extends ContextWith<typeof authPlugins> {
  settings: AuthSettings;
  keys: AuthKeyStore;
  limitEmail: EmailLimiter;
  signInThrottle: SignInThrottle;
  mailDrop: MailDrop;
}
