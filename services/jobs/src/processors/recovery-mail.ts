import { type AccountMailSettings, queueRecoveryMail } from '@cerca/account-mail';
import type { AuthMailJob } from '@cerca/queues';
import type { MailDrop, ServiceConfig } from '@cerca/service-kit';
import type { Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';

export interface RecoveryMailDeps extends Pick<ProcessorDeps, 'db'> {
  config: Pick<ServiceConfig, 'publicUrl'>;
  /** The link's lifetime and the mail interval, the auth service's settings (AUTH_OTP_EXPIRY, AUTH_MAIL_INTERVAL). */
  settings: AccountMailSettings;
  /** What a committed mail is handed to: its delivery job and, outside production, its file. */
  mailDrop: MailDrop;
}

export type RecoveryMailOutcome = { outcome: 'queued' } | { outcome: 'nothing_to_send' };

/**
 * auth-recovery-mail/send: the recovery mail POST /recover asked for (an 'auth.mail' outbox event).
 * Looked up here, after the answer went out, so the answer tells nobody whether the address has
 * an account; an unknown address, or a second request within the mail interval, gets nothing.
 */
export function createRecoveryMailProcessor(deps: RecoveryMailDeps) {
  return async (job: Job<AuthMailJob>): Promise<RecoveryMailOutcome> => {
    const queued = await queueRecoveryMail(deps.db, job.data, {
      ...deps.settings,
      publicUrl: deps.config.publicUrl,
    });
    if (!queued) return { outcome: 'nothing_to_send' };
    await deps.mailDrop?.(queued);
    return { outcome: 'queued' };
  };
}
