import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, insertUser, type TestDatabase, type TestUser } from '@cerca/db-testing';
import { MESSAGE_DIGEST_DELAY_MS, messageDigestJobId, scheduleMessageDigest } from '@cerca/queues';
import { testConfig } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { createMessageDigestSweepProcessor } from '../src/processors/message-digest';
import { startWorkers, type WorkerSet } from '../src/workers';
import { clearRedisPrefixes, waitFor } from './helpers';

// Issue 12: messages still unread 10 minutes after they came go out as one e-mail digest per
// person, into auth.mail_outbox (and, outside production, a file for whoever runs the app). A
// message is mailed once; newer ones wait for their own 10 minutes; someone with notifications
// off gets no mail; the sweep gives a digest to anyone whose job was lost. Times are injected by
// writing created_at in the past and running the job at once.

let tdb: TestDatabase;
let workers: WorkerSet;
let mailDir: string;
const config = testConfig({ publicUrl: 'http://cerca.test' });
const MINUTE = 60_000;

beforeAll(async () => {
  tdb = await createTestDatabase();
  mailDir = await mkdtemp(path.join(tmpdir(), 'cerca-digest-mail-'));
  workers = await startWorkers({ config, db: tdb.db, sweeps: false, mailDir });
});

afterAll(async () => {
  await workers?.close();
  await tdb?.drop();
  await rm(mailDir, { recursive: true, force: true });
  await clearRedisPrefixes(config.redisUrl, [config.redisPrefix]);
});

async function message(from: TestUser, to: TestUser, content: string, ageMs: number, isRead = false) {
  return tdb.db
    .insertInto('business_messages')
    .values({
      sender_id: from.id,
      receiver_id: to.id,
      content,
      is_read: isRead,
      created_at: new Date(Date.now() - ageMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const mailsTo = (email: string) =>
  tdb.db
    .selectFrom('auth.mail_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('created_at')
    .execute();

const emailedAt = async (id: string) =>
  (
    await tdb.db
      .selectFrom('business_messages')
      .select('emailed_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).emailed_at;

/** Runs the person's digest now and waits until it has left the queue or re-delayed itself. */
async function runDigest(userId: string, settled: 'gone' | 'delayed' = 'gone') {
  await scheduleMessageDigest(workers.queues, userId, 0);
  await waitFor(async () => {
    const job = await workers.queues.queue.notifications.getJob(messageDigestJobId(userId));
    if (settled === 'gone') return job === undefined;
    return job !== undefined && (await job.getState()) === 'delayed' && job.attemptsStarted > 0;
  });
}

describe('the unread-messages digest', () => {
  it('mails what is unread after 10 minutes as one digest, once, and leaves newer messages for later', async () => {
    const owner = await insertUser(tdb.db, { userType: 'business', username: 'tortas.el.guero' });
    await tdb.db
      .updateTable('profiles')
      .set({ full_name: 'Tortas El Güero' })
      .where('id', '=', owner.id)
      .execute();
    const ana = await insertUser(tdb.db, { username: 'ana' });
    await tdb.db.updateTable('profiles').set({ full_name: 'Ana López' }).where('id', '=', ana.id).execute();
    const beto = await insertUser(tdb.db, { username: 'beto' });

    const first = await message(ana, owner, 'Hola, ¿abren el domingo?', 14 * MINUTE);
    const second = await message(ana, owner, '¿Y tienen tortas sin picante?', 12 * MINUTE);
    const fromBeto = await message(beto, owner, 'Quiero hacer un pedido grande', 11 * MINUTE);
    const alreadyRead = await message(beto, owner, 'Ya lo leyó', 13 * MINUTE, true);
    const recent = await message(beto, owner, 'Todavía no cumple diez minutos', 2 * MINUTE);

    await runDigest(owner.id, 'delayed');
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Tienes 3 mensajes sin leer en Cerca');
    expect(mail.body_text).toContain('Hola, Tortas El Güero:');
    expect(mail.body_text).toContain('Tienes 3 mensajes sin leer de 2 conversaciones.');
    expect(mail.body_text).toContain(messages.digestPrivacy);
    expect(mail.body_text).toContain('Léelos y responde en http://cerca.test/messages\n');
    // Issue 22: the mail quotes nobody's text (a message or a name may carry a link that is not
    // ours): no message, no sender's name; and it has an escaped HTML part whose one link is ours.
    for (const text of [
      'Hola, ¿abren',
      'tortas sin picante',
      'pedido grande',
      'Ana López',
      'beto',
      'Ya lo leyó',
    ])
      expect(`${mail.body_text}\n${mail.body_html}`).not.toContain(text);
    expect(mail.body_html).toContain('<p>Hola, Tortas El Güero:</p>');
    expect(mail.body_html).toContain('<a href="http://cerca.test/messages">Leer mis mensajes</a>');
    expect(mail.body_html!.match(/href="([^"]*)"/g)).toEqual(['href="http://cerca.test/messages"']);
    for (const row of [first, second, fromBeto]) expect(await emailedAt(row.id)).not.toBeNull();
    expect(await emailedAt(alreadyRead.id)).toBeNull();
    expect(await emailedAt(recent.id)).toBeNull();

    // The job waits for the recent message's own 10 minutes (sent 2 minutes ago: about 8 more).
    const job = await workers.queues.queue.notifications.getJob(messageDigestJobId(owner.id));
    const dueIn = job!.timestamp + (job!.delay ?? 0) - Date.now();
    expect(dueIn).toBeGreaterThan(7 * MINUTE);
    expect(dueIn).toBeLessThanOrEqual(8 * MINUTE + 1_000);

    // Outside production the mail is also a file whoever runs the app can open.
    const files = await readdir(mailDir);
    const file = files.find((name) => name.endsWith(`${owner.email}.txt`));
    expect(file).toBeDefined();
    const text = await readFile(path.join(mailDir, file!), 'utf8');
    expect(text).toContain(`To: ${owner.email}\nSubject: Tienes 3 mensajes sin leer en Cerca`);

    // Running it again (a retry, a second job) mails nothing twice.
    await job!.remove();
    await runDigest(owner.id, 'delayed');
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('links one sender straight to the conversation and says "1 mensaje"', async () => {
    const customer = await insertUser(tdb.db);
    const owner = await insertUser(tdb.db, { userType: 'business' });
    await message(owner, customer, 'Tu pedido ya salió', 11 * MINUTE);
    await runDigest(customer.id);
    const [mail] = await mailsTo(customer.email);
    expect(mail?.subject).toBe('Tienes 1 mensaje sin leer en Cerca');
    expect(mail?.body_text).toContain(`Léelos y responde en http://cerca.test/messages?to=${owner.id}`);
    expect(mail?.body_text).toContain('Tienes un mensaje sin leer.');
    expect(mail?.body_text).not.toContain('Tu pedido ya salió');
  });

  it('greets by the own name only, on one line and limited, and escapes it in the HTML part', async () => {
    const customer = await insertUser(tdb.db);
    await tdb.db
      .updateTable('profiles')
      .set({ full_name: `<b>Rosa</b>\nVisita http://evil.example ${'x'.repeat(80)}` })
      .where('id', '=', customer.id)
      .execute();
    const owner = await insertUser(tdb.db, { userType: 'business' });
    await message(owner, customer, 'Hola', 11 * MINUTE);
    await runDigest(customer.id);
    const [mail] = await mailsTo(customer.email);
    const greeting = mail!.body_text.split('\n')[0]!;
    expect(Array.from(greeting)).toHaveLength('Hola, :'.length + 60);
    expect(greeting.startsWith('Hola, <b>Rosa</b> Visita')).toBe(true);
    expect(mail!.body_html).toContain('<p>Hola, &lt;b&gt;Rosa&lt;/b&gt; Visita');
    expect(mail!.body_html).not.toContain('<b>');
  });

  it('mails nothing when everything was read in time, or to someone with notifications off', async () => {
    const owner = await insertUser(tdb.db, { userType: 'business' });
    const customer = await insertUser(tdb.db);
    await message(customer, owner, 'Leído a tiempo', 11 * MINUTE, true);
    await runDigest(owner.id);
    expect(await mailsTo(owner.email)).toHaveLength(0);

    const quiet = await insertUser(tdb.db, { userType: 'business' });
    await tdb.db
      .updateTable('profiles')
      .set({ notifications_enabled: false })
      .where('id', '=', quiet.id)
      .execute();
    const unread = await message(customer, quiet, 'Sin correo, por favor', 11 * MINUTE);
    await runDigest(quiet.id);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    // Claimed all the same, so a later digest does not offer it when notifications come back on.
    expect(await emailedAt(unread.id)).not.toBeNull();
  });

  it('the sweep gives a digest to whoever has overdue unread messages and no job', async () => {
    const owner = await insertUser(tdb.db, { userType: 'business' });
    const customer = await insertUser(tdb.db);
    await message(customer, owner, 'Nadie programó mi correo', MESSAGE_DIGEST_DELAY_MS + MINUTE);
    const notDue = await insertUser(tdb.db, { userType: 'business' });
    await message(customer, notDue, 'Aún es pronto', MINUTE);

    const sweep = createMessageDigestSweepProcessor({ db: tdb.db, queues: workers.queues });
    const { scheduled } = await sweep();
    expect(scheduled).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await mailsTo(owner.email)).length === 1);
    expect(await workers.queues.queue.notifications.getJob(messageDigestJobId(notDue.id))).toBeUndefined();
  });
});
