import type { ServiceContext } from '@cerca/service-kit';
import type { EmailLimiter } from './lib/email-limiter';
import type { AuthKeyStore } from './lib/key-store';
import type { AuthSettings } from './lib/settings';

/** The kit's context plus what only the auth routes need: its settings, signing keys and e-mail limiter. */
export interface AuthContext extends ServiceContext {
  settings: AuthSettings;
  keys: AuthKeyStore;
  limitEmail: EmailLimiter;
}
