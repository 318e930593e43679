import type { AuthMail, Db, NewAuthMail } from '@cerca/db';

/** Inserts the mail's row and answers its id, which its delivery job carries. */
export async function insertMail(db: Db, mail: NewAuthMail): Promise<string> {
  const row = await db.insertInto('auth.mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

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
