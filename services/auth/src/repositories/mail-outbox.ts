import type { AuthMail, Db } from '@cerca/db';

/** What the development outbox page shows of a mail. */
export type OutboxMail = Pick<
  AuthMail,
  'id' | 'recipient' | 'subject' | 'body_text' | 'body_html' | 'created_at'
>;

export function listLatestMails(db: Db, limit: number): Promise<OutboxMail[]> {
  return db
    .selectFrom('auth.mail_outbox')
    .select(['id', 'recipient', 'subject', 'body_text', 'body_html', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
