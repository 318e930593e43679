import { randomBytes } from 'node:crypto';
import { sql } from '@cerca/db';
import { hashInvitationToken } from '@cerca/deliveries';
import { type DriverInvitationJob, enqueueDriverInvitation, type Queues } from '@cerca/queues';
import type { MailDrop, QueuedMail, ServiceConfig } from '@cerca/service-kit';
import type { Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';
import { composeInvitationMail } from '../driver-invitation-mail';

/** Invitations one sweep re-queues at most; the rest wait for the next sweep. */
const SWEEP_BATCH = 500;

export interface InvitationMailDeps extends Pick<ProcessorDeps, 'db' | 'logger'> {
  config: Pick<ServiceConfig, 'publicUrl'>;
  /** What a committed mail is handed to: its delivery job and, outside production, its file. */
  mailDrop: MailDrop;
}

export type InvitationMailOutcome = { outcome: 'sent'; to: string } | { outcome: 'not_due' };

/**
 * notifications/driver-invitation-mail (issue 21): mails the invited address once per due mail.
 * In one transaction it claims the invitation (pending, unexpired, mailed_at null), makes the
 * link's secret and keeps only its hash, and writes the mail into auth.mail_outbox; a retry or a
 * second job finds nothing due. The mail greets the person by the name on their own account, if
 * the address has one; the partner's typed text is never read here.
 */
export function createDriverInvitationMailProcessor(deps: InvitationMailDeps) {
  return async (job: Job<DriverInvitationJob>): Promise<InvitationMailOutcome> => {
    const { invitationId } = job.data;
    const mail = await deps.db.transaction().execute(async (trx) => {
      const invitation = await trx
        .selectFrom('driver_invitations')
        .select(['id', 'email', 'expires_at'])
        .where('id', '=', invitationId)
        .where('status', '=', 'pending')
        .where('mailed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .forUpdate()
        .executeTakeFirst();
      if (!invitation) return null;
      const account = await trx
        .selectFrom('auth.users as u')
        .leftJoin('profiles as p', 'p.id', 'u.id')
        .select(['u.id', 'p.full_name'])
        .where(sql`lower(u.email)`, '=', invitation.email)
        .executeTakeFirst();
      const token = randomBytes(32).toString('base64url');
      await trx
        .updateTable('driver_invitations')
        .set({ token_hash: hashInvitationToken(token), mailed_at: sql<Date>`now()` })
        .where('id', '=', invitation.id)
        .execute();
      const composed = composeInvitationMail(
        {
          to: invitation.email,
          ownName: account?.full_name ?? null,
          hasAccount: account !== undefined,
          token,
          expiresAt: invitation.expires_at,
          now: new Date(),
        },
        deps.config.publicUrl,
      );
      const row = await trx
        .insertInto('auth.mail_outbox')
        .values({
          recipient: composed.to,
          subject: composed.subject,
          body_text: composed.bodyText,
          body_html: composed.bodyHtml,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...composed, id: row.id };
    });
    if (!mail) return { outcome: 'not_due' };
    const queued: QueuedMail = {
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      bodyText: mail.bodyText,
      link: mail.link,
    };
    await deps.mailDrop?.(queued);
    return { outcome: 'sent', to: mail.to };
  };
}

/**
 * notifications/driver-invitation-expiry, due at the invitation's expires_at: a pending invitation
 * past it lapses and its ID document goes (kept no longer than the invitation that needed it). A
 * refreshed invitation whose expiry moved is left alone (its job was re-timed). Idempotent.
 *
 * The document goes before the status changes, inside the transaction that holds the row: if the
 * store refuses, nothing commits and the retry finds the invitation still pending. Lapsing first
 * would leave a document no retry could find (the retry sees no pending row).
 */
export function createDriverInvitationExpiryProcessor(deps: Pick<ProcessorDeps, 'db' | 'storage'>) {
  return async (job: Job<DriverInvitationJob>) =>
    deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('driver_invitations')
        .select(['id', 'identification_key'])
        .where('id', '=', job.data.invitationId)
        .where('status', '=', 'pending')
        .where('expires_at', '<=', sql<Date>`now()`)
        .forUpdate()
        .executeTakeFirst();
      if (!due) return { expired: false };
      if (due.identification_key) await deps.storage.removeObject('driver-ids', due.identification_key);
      await trx
        .updateTable('driver_invitations')
        .set({ status: 'expired', closed_at: sql<Date>`now()` })
        .where('id', '=', due.id)
        .execute();
      return { expired: true };
    });
}

/**
 * Part of notifications/sweep: the jobs of invitations that lost them (Redis lost data, or the
 * partner service could not queue them): pending invitations still unmailed a minute after their
 * last change, and pending ones past their expiry.
 */
export function createDriverInvitationSweepProcessor(deps: Pick<ProcessorDeps, 'db'> & { queues: Queues }) {
  return async () => {
    const rows = await deps.db
      .selectFrom('driver_invitations')
      .select(['id', 'expires_at'])
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('mailed_at', 'is', null),
            eb('updated_at', '<', sql<Date>`now() - interval '1 minute'`),
          ]),
          eb('expires_at', '<=', sql<Date>`now()`),
        ]),
      )
      .orderBy('expires_at')
      .limit(SWEEP_BATCH)
      .execute();
    for (const row of rows) {
      await enqueueDriverInvitation(deps.queues, { invitationId: row.id, expiresAt: row.expires_at });
    }
    return { invitations: rows.length };
  };
}
