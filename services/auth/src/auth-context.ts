import type { MailDrop, ServiceContext } from '@cerca/service-kit';
import type { EmailLimiter } from './lib/email-limiter';
import type { AuthKeyStore } from './lib/key-store';
import type { RecoveryQueue } from './lib/recovery-queue';
import type { AuthSettings } from './lib/settings';
import type { SignInThrottle } from './lib/sign-in-throttle';

/**
 * The kit's context plus what only the auth routes need: its settings, signing keys, limiters, the recovery mail
 * queue and what a committed mail is handed to (its delivery job and, outside production, its local file).
 */
export interface AuthContext extends ServiceContext {
  settings: AuthSettings;
  keys: AuthKeyStore;
  limitEmail: EmailLimiter;
  signInThrottle: SignInThrottle;
  mailDrop: MailDrop;
  recoveryQueue: RecoveryQueue;
}
