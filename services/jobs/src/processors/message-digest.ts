import { sql } from '@cerca/db';
import {
  MESSAGE_DIGEST_DELAY_MS,
  type MessageDigestJob,
  type Queues,
  scheduleMessageDigest,
} from '@cerca/queues';
import type { MailDrop, QueuedMail, ServiceConfig } from '@cerca/service-kit';
import { DelayedError, type Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';
import { fill } from '../fill';
import messages from '../messages.json';

/** How much of a sender's latest message the digest quotes. */
const PREVIEW_LENGTH = 120;
/** People one sweep schedules digests for at most; the rest wait for the next sweep. */
const SWEEP_BATCH = 1_000;

export interface DigestDeps extends Pick<ProcessorDeps, 'db' | 'logger'> {
  config: Pick<ServiceConfig, 'publicUrl'>;
  /** Writes the mail where whoever runs the app finds it (outside production); null in production. */
  mailDrop: MailDrop;
}

interface SenderLine {
  sender_id: string;
  sender_name: string;
  count: number;
  latest: string;
}

export type DigestOutcome =
  | { outcome: 'sent'; messages: number; to: string }
  | { outcome: 'nothing_due' }
  | { outcome: 'not_wanted'; messages: number };

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

/** The digest in Spanish, one line per sender, newest conversation first. */
export function composeDigest(
  recipient: { email: string; name: string },
  senders: SenderLine[],
  publicUrl: string,
): QueuedMail {
  const total = senders.reduce((sum, line) => sum + line.count, 0);
  // One sender: the link opens that conversation; several: the list of conversations.
  const link =
    senders.length === 1 ? `${publicUrl}/messages?to=${senders[0]!.sender_id}` : `${publicUrl}/messages`;
  const lines = senders.map((line) =>
    fill(line.count === 1 ? messages.digestLineOne : messages.digestLineMany, {
      sender: line.sender_name,
      count: line.count,
      latest: preview(line.latest),
    }),
  );
  const bodyText = [
    fill(messages.digestGreeting, { name: recipient.name }),
    '',
    messages.digestIntro,
    '',
    ...lines,
    '',
    fill(messages.digestCallToAction, { link }),
    '',
    messages.digestFooter,
  ].join('\n');
  return {
    to: recipient.email,
    subject: total === 1 ? messages.digestSubjectOne : fill(messages.digestSubjectMany, { count: total }),
    bodyText,
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
        const { rows: senders } = await sql<SenderLine>`
        with due as (
          update business_messages set emailed_at = now()
           where receiver_id = ${userId} and not is_read and emailed_at is null
             and created_at <= now() - make_interval(secs => ${MESSAGE_DIGEST_DELAY_MS / 1000})
          returning sender_id, content, created_at
        )
        select due.sender_id, coalesce(nullif(p.full_name, ''), p.username) as sender_name,
               count(*)::int as count,
               (array_agg(due.content order by due.created_at desc))[1] as latest
          from due join profiles p on p.id = due.sender_id
         group by due.sender_id, p.full_name, p.username
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
        await trx
          .insertInto('auth.mail_outbox')
          .values({ recipient: mail.to, subject: mail.subject, body_text: mail.bodyText })
          .execute();
        return { outcome: 'sent', messages: total, to: mail.to, mail };
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
