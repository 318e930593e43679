import { jobIdFor } from './options';
import type { Queues } from './queues';

/** One pending job per mail row: adding it again while it waits adds nothing. */
export const mailJobId = (mailId: string) => jobIdFor('mail', mailId);

/**
 * After a row of auth.mail_outbox has committed: its delivery, at once. Best effort for the
 * caller (log a failure and go on): the row is the source of truth, and the mail sweep queues
 * any due row whose job never came. A done job is removed, so its id is free for a later sweep.
 */
export async function enqueueMail(queues: Queues, mailId: string): Promise<void> {
  await queues.queue.mail.add('send', { mailId }, { jobId: mailJobId(mailId), removeOnComplete: true });
}

/** How often the sweep looks for due mails without a job; a lost job delays a mail this long at most. */
export const MAIL_SWEEP_EVERY_MS = 60_000;
