import type { AuthMail, Db, NewAuthMail } from '@cerca/db';

export async function insertMail(db: Db, mail: NewAuthMail): Promise<void> {
  await db.insertInto('auth.mail_outbox').values(mail).execute();
}

export function listLatestMails(db: Db, limit: number): Promise<AuthMail[]> {
  return db
    .selectFrom('auth.mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
