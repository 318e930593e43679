import { sql } from '@cerca/db';
import {
  MESSAGE_DIGEST_DELAY_MS,
  type MessageDigestJob,
  type Queues,
  scheduleMessageDigest,
} from '@cerca/queues';
import { escapeHtml, type MailDrop, mailName, type QueuedMail, type ServiceConfig } from '@cerca/service-kit';
import { DelayedError, type Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';
import { fill } from '../fill';
import messages from '../messages.json';

/** People one sweep schedules digests for at most; the rest wait for the next sweep. */
const SWEEP_BATCH = 1_000;

export interface DigestDeps extends Pick<ProcessorDeps, 'db' | 'logger'> {
  config: Pick<ServiceConfig, 'publicUrl'>;
  /** What a committed mail is handed to: its delivery job and, outside production, its file. */
  mailDrop: MailDrop;
}

/** The unread messages of one conversation that the digest counts. */
interface SenderCount {
  sender_id: string;
  count: number;
}

export type DigestOutcome =
  | { outcome: 'sent'; messages: number; to: string }
  | { outcome: 'nothing_due' }
  | { outcome: 'not_wanted'; messages: number };

export interface DigestMail {
  to: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  link: string;
}

/**
 * The digest in Spanish, text and escaped HTML. It counts the unread messages and their
 * conversations and quotes none of them, nor who sent them: a mail quotes no free text but the
 * recipient's own name (issue 21), and a message or a name could carry a link that is not ours.
 * Its one link is ours: the conversation when there is one, else the list of conversations.
 */
export function composeDigest(
  recipient: { email: string; name: string | null },
  senders: SenderCount[],
  publicUrl: string,
): DigestMail {
  const total = senders.reduce((sum, line) => sum + line.count, 0);
  const link =
    senders.length === 1 ? `${publicUrl}/messages?to=${senders[0]!.sender_id}` : `${publicUrl}/messages`;
  const name = mailName(recipient.name);
  const greeting = name ? fill(messages.digestGreeting, { name }) : messages.digestGreetingNoName;
  const summary =
    total === 1
      ? messages.digestSummaryOne
      : senders.length === 1
        ? fill(messages.digestSummaryOneConversation, { count: total })
        : fill(messages.digestSummaryMany, { count: total, conversations: senders.length });
  const bodyText = [
    greeting,
    '',
    summary,
    messages.digestPrivacy,
    '',
    fill(messages.digestCallToAction, { link }),
    '',
    messages.digestFooter,
  ].join('\n');
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const bodyHtml = [
    paragraph(greeting),
    paragraph(summary),
    paragraph(messages.digestPrivacy),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(messages.digestAction)}</a></p>`,
    paragraph(messages.digestFooter),
  ].join('\n');
  return {
    to: recipient.email,
    subject: total === 1 ? messages.digestSubjectOne : fill(messages.digestSubjectMany, { count: total }),
    bodyText,
    bodyHtml,
    link,
  };
}

/**
 * notifications/message-digest (issue 12), due 10 minutes after a message: claims the person's
 * messages that are unread, not mailed yet and at least 10 minutes old (emailed_at, in the same
 * transaction as the mail's row in auth.mail_outbox, so a retry or a second job mails nothing
 * twice), and mails them as one digest. Someone with notifications off gets none; their messages
 * are claimed all the same so they are not offered again. Messages newer than 10 minutes are left
 * for later: the job re-delays itself until the oldest of them is due.
 */
export function createMessageDigestProcessor(deps: DigestDeps) {
  return async (job: Job<MessageDigestJob>, token?: string): Promise<DigestOutcome> => {
    const { userId } = job.data;
    const outcome = await deps.db
      .transaction()
      .execute(async (trx): Promise<DigestOutcome & { mail?: QueuedMail }> => {
        const { rows: senders } = await sql<SenderCount>`
        with due as (
          update business_messages set emailed_at = now()
           where receiver_id = ${userId} and not is_read and emailed_at is null
             and created_at <= now() - make_interval(secs => ${MESSAGE_DIGEST_DELAY_MS / 1000})
          returning sender_id, content, created_at
        )
        select due.sender_id, count(*)::int as count
          from due
         group by due.sender_id
         order by max(due.created_at) desc
      `.execute(trx);
        if (senders.length === 0) return { outcome: 'nothing_due' };
        const total = senders.reduce((sum, line) => sum + line.count, 0);
        const recipient = await trx
          .selectFrom('profiles')
          .innerJoin('auth.users', 'auth.users.id', 'profiles.id')
          .select([
            'auth.users.email',
            'profiles.full_name',
            'profiles.username',
            'profiles.notifications_enabled',
          ])
          .where('profiles.id', '=', userId)
          .executeTakeFirst();
        if (!recipient?.notifications_enabled) return { outcome: 'not_wanted', messages: total };
        const mail = composeDigest(
          { email: recipient.email, name: recipient.full_name || recipient.username },
          senders,
          deps.config.publicUrl,
        );
        const row = await trx
          .insertInto('auth.mail_outbox')
          .values({
            recipient: mail.to,
            subject: mail.subject,
            body_text: mail.bodyText,
            body_html: mail.bodyHtml,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const queued: QueuedMail = {
          id: row.id,
          to: mail.to,
          subject: mail.subject,
          bodyText: mail.bodyText,
          link: mail.link,
        };
        return { outcome: 'sent', messages: total, to: mail.to, mail: queued };
      });
    if (outcome.outcome === 'sent' && outcome.mail) await deps.mailDrop?.(outcome.mail);

    const next = await deps.db
      .selectFrom('business_messages')
      .select((eb) => eb.fn.min('created_at').as('oldest'))
      .where('receiver_id', '=', userId)
      .where('is_read', '=', false)
      .where('emailed_at', 'is', null)
      .executeTakeFirst();
    if (next?.oldest) {
      const due = Math.max(new Date(next.oldest).getTime() + MESSAGE_DIGEST_DELAY_MS, Date.now() + 1_000);
      await job.moveToDelayed(due, token);
      throw new DelayedError();
    }
    const { mail: _mail, ...result } = outcome as DigestOutcome & { mail?: QueuedMail };
    return result;
  };
}

/**
 * notifications/sweep (every 10 minutes and at every start): a digest for each person with
 * unread, unmailed messages past their 10 minutes, in case their job was lost (Redis lost data,
 * or a message came while their digest was running). A pending digest is left as it is.
 */
export function createMessageDigestSweepProcessor(deps: Pick<ProcessorDeps, 'db'> & { queues: Queues }) {
  return async () => {
    const { rows } = await sql<{ receiver_id: string }>`
      select distinct receiver_id from business_messages
       where not is_read and emailed_at is null
         and created_at <= now() - make_interval(secs => ${MESSAGE_DIGEST_DELAY_MS / 1000})
       limit ${SWEEP_BATCH}
    `.execute(deps.db);
    for (const row of rows) await scheduleMessageDigest(deps.queues, row.receiver_id, 0);
    return { scheduled: rows.length };
  };
}
