import type { ProcessorDeps } from '../deps';
import {
  purgeEndedSessions,
  purgeFinishedMails,
  purgePublishedEvents,
  purgeReadNotifications,
  RETENTION_BATCH,
} from '../retention/rules';

/**
 * retention/purge, once a day (workers.ts): deletes what is kept no longer (retention/rules.ts),
 * each class in batches of RETENTION_BATCH rows per statement, and logs the counts. Idempotent:
 * a second run the same day finds nothing. The audit log is kept forever.
 */
export function createRetentionProcessor(
  deps: Pick<ProcessorDeps, 'db' | 'logger'>,
  batch = RETENTION_BATCH,
) {
  return async () => {
    const sessions = await purgeEndedSessions(deps.db, batch);
    const deleted = {
      refreshTokens: sessions.refreshTokens,
      sessions: sessions.sessions,
      notifications: await purgeReadNotifications(deps.db, batch),
      mails: await purgeFinishedMails(deps.db, batch),
      events: await purgePublishedEvents(deps.db, batch),
    };
    deps.logger.info({ deleted }, 'retention purge done');
    return deleted;
  };
}
