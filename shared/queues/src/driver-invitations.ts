import type { DriverInvitationJob } from './names';
import { jobIdFor } from './options';
import { scheduleAt } from './producers';
import type { Queues } from './queues';

export const driverInvitationMailJobId = (invitationId: string) =>
  jobIdFor('driver-invitation-mail', invitationId);
export const driverInvitationExpiryJobId = (invitationId: string) =>
  jobIdFor('driver-invitation-expiry', invitationId);

/**
 * After an invitation is committed (issue 21): its mail, and its expiry at `expiresAt` (re-timed
 * when a refreshed invitation moved it). The mail job is removed once done, so a later refresh can
 * queue another; while one waits, adding it again adds nothing. The processor mails only while the
 * row says it is due (mailed_at null), so a repeat never mails twice.
 */
export async function enqueueDriverInvitation(
  queues: Queues,
  invitation: { invitationId: string; expiresAt: Date },
): Promise<void> {
  const job: DriverInvitationJob = { invitationId: invitation.invitationId };
  await queues.queue.notifications.add('driver-invitation-mail', job, {
    jobId: driverInvitationMailJobId(invitation.invitationId),
    removeOnComplete: true,
  });
  await scheduleAt(
    queues,
    'notifications',
    'driver-invitation-expiry',
    job,
    driverInvitationExpiryJobId(invitation.invitationId),
    invitation.expiresAt,
  );
}
