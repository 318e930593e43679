import { enqueueMail, type MailJob, type Queues } from '@cerca/queues';
import { DelayedError, type Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';
import { claimMail, dueMailIds, mailState, markSent, recordFailure } from '../mail/outbox';
import type { MailSender } from '../mail/sender';
import { type MailJobSettings, retryDelayMs } from '../mail/settings';

/** Mails one sweep queues at most; the rest wait for the next sweep. */
const SWEEP_BATCH = 1_000;
/** A row someone is claiming at this very instant is looked at again this much later. */
const BUSY_RETRY_MS = 1_000;
/** Added to a wait measured by the database's clock, so the job does not wake a hair early. */
const WAKE_MARGIN_MS = 25;

export interface MailProcessorDeps extends Pick<ProcessorDeps, 'db' | 'logger'> {
  sender: MailSender;
  settings: MailJobSettings;
}

export type MailOutcome =
  | { outcome: 'sent' }
  | { outcome: 'failed'; error: string }
  | { outcome: 'finished' }
  | { outcome: 'lost_claim' };

/**
 * mail/send: delivers one auth.mail_outbox row. It claims the row (mail/outbox.ts: at most one
 * worker holds a mail, and the SMTP server gets it once per claim), sends it, and records the
 * outcome on the row: sent; given up on a permanent refusal (5xx) or after the last try; or a
 * temporary failure (4xx, no connection, a timeout), after which the same job waits out the
 * backoff (exponential, from the row's attempts) and tries again. A row that is not due (a claim
 * or a backoff is running) makes the job wait until it is; a finished one ends it.
 */
export function createMailSendProcessor(deps: MailProcessorDeps) {
  const { db, sender, settings, logger } = deps;
  const waitThenRetry = async (job: Job<MailJob>, token: string | undefined, waitMs: number) => {
    await job.moveToDelayed(Date.now() + waitMs, token);
    throw new DelayedError();
  };
  return async (job: Job<MailJob>, token?: string): Promise<MailOutcome> => {
    const { mailId } = job.data;
    const mail = await claimMail(db, mailId, settings.leaseMs);
    if (!mail) {
      const state = await mailState(db, mailId);
      if (state.kind === 'finished') return { outcome: 'finished' };
      return waitThenRetry(job, token, state.waitMs > 0 ? state.waitMs + WAKE_MARGIN_MS : BUSY_RETRY_MS);
    }
    const result = await sender.send(mail);
    if (result.ok) {
      await markSent(db, mail.id);
      return { outcome: 'sent' };
    }
    const giveUp = result.permanent || mail.attempts >= settings.maxAttempts;
    const waitMs = await recordFailure(
      db,
      mail.id,
      mail.attempts,
      result.error,
      giveUp ? null : retryDelayMs(mail.attempts, settings),
    );
    if (waitMs === null) return { outcome: 'lost_claim' };
    if (giveUp) {
      logger.warn({ mailId, attempts: mail.attempts, err: result.error }, 'mail not delivered, given up');
      return { outcome: 'failed', error: result.error };
    }
    logger.warn({ mailId, attempts: mail.attempts, err: result.error }, 'mail not delivered yet, will retry');
    return waitThenRetry(job, token, waitMs + WAKE_MARGIN_MS);
  };
}

/**
 * mail/sweep (every minute and at every start): a send job for each due mail, for the rows whose
 * job never came or was lost (Redis lost data, the writer could not queue it, a worker died). A
 * mail whose job still waits keeps it: the job id is the row's.
 */
export function createMailSweepProcessor(deps: Pick<ProcessorDeps, 'db'> & { queues: Queues }) {
  return async () => {
    const ids = await dueMailIds(deps.db, SWEEP_BATCH);
    for (const id of ids) await enqueueMail(deps.queues, id);
    return { queued: ids.length };
  };
}
