import { readdir } from 'node:fs/promises';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { bullPrefix, mailJobId } from '@cerca/queues';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthApp, uniqueEmail } from './helpers';

// Issue 22: a mail the auth service writes into auth.mail_outbox is handed to the mail job of
// services/jobs (a 'send' job keyed by the row) as soon as its transaction commits, in production
// as elsewhere; outside production it is also a file. The greeting quotes the account's own name
// as issue 21 allows it: on one line, at most 60 characters.
let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});

afterAll(async () => {
  await tdb?.drop();
});

async function withApp(
  options: { production?: boolean; confirm?: boolean },
  run: (t: AuthTestApp, mailQueue: Queue) => Promise<void>,
) {
  const t = await buildAuthApp(tdb.db, {
    config: options.production ? { env: 'production' } : {},
    settings: { requireEmailConfirmation: options.confirm ?? true },
  });
  const mailQueue = new Queue('mail', {
    connection: { url: t.config.redisUrl },
    prefix: bullPrefix(t.config.redisPrefix),
  });
  try {
    await run(t, mailQueue);
  } finally {
    await mailQueue.close();
    await t.close();
  }
}

const mailsTo = (email: string) =>
  tdb.db
    .selectFrom('auth.mail_outbox')
    .select(['id', 'body_text', 'body_html'])
    .where('recipient', '=', email)
    .orderBy('created_at')
    .execute();

describe('mail hand-off', () => {
  for (const production of [false, true]) {
    it(`queues the delivery job of each mail it writes (${production ? 'production, no file' : 'and a file'})`, async () => {
      await withApp({ production }, async (t, mailQueue) => {
        const email = uniqueEmail('entrega');
        const signup = await t.app.inject({
          method: 'POST',
          url: '/auth/v1/signup',
          payload: { email, password: 'secreto123' },
        });
        expect(signup.statusCode).toBe(200);

        const [mail] = await mailsTo(email);
        expect(mail?.body_html).toContain('<p>');
        const job = await mailQueue.getJob(mailJobId(mail!.id));
        expect(job?.name).toBe('send');
        expect(job?.data).toEqual({ mailId: mail!.id });
        expect(await readdir(t.mailDir)).toHaveLength(production ? 0 : 1);
      });
    });
  }

  it('greets by the own name on one line and at most 60 characters, escaped in the HTML part', async () => {
    await withApp({ confirm: false }, async (t) => {
      const email = uniqueEmail('nombre');
      const signup = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email, password: 'secreto123' },
      });
      const { access_token: token, user } = signup.json();
      const name = `<b>Ana</b>\nVisita http://evil.example ${'x'.repeat(80)}`;
      await tdb.db.updateTable('profiles').set({ full_name: name }).where('id', '=', user.id).execute();
      const reauthenticate = await t.app.inject({
        method: 'GET',
        url: '/auth/v1/reauthenticate',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(reauthenticate.statusCode).toBe(200);
      const [mail] = await mailsTo(email);
      const greeting = mail!.body_text.split('\n')[0]!;
      expect(Array.from(greeting)).toHaveLength('Hola, :'.length + 60);
      expect(greeting.startsWith('Hola, <b>Ana</b> Visita')).toBe(true);
      expect(mail!.body_html).toContain('<p>Hola, &lt;b&gt;Ana&lt;/b&gt; Visita');
    });
  });
});
