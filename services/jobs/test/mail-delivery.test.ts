import { randomUUID } from 'node:crypto';
import { createTestDatabase, insertCity, type TestDatabase } from '@cerca/db-testing';
import { enqueueDriverInvitation, enqueueMail, mailJobId } from '@cerca/queues';
import { loadMailConfig, mailDelivery, type ServiceConfig } from '@cerca/service-kit';
import { testConfig } from '@cerca/service-kit/testing';
import { DelayedError, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlDocument } from '../src/mail/message';
import { createMailSender, isPermanentSmtpError } from '../src/mail/sender';
import { MAIL_JOB_SETTINGS, retryDelayMs } from '../src/mail/settings';
import { createMailSendProcessor, createMailSweepProcessor } from '../src/processors/mail';
import { startWorkers, type WorkerSet } from '../src/workers';
import { clearRedisPrefixes, waitFor } from './helpers';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';

// Issue 22, part 1: every row of auth.mail_outbox goes out through SMTP (a real server here, the
// smtp-server package), as one multipart/alternative message with a text and an escaped HTML
// part, From MAIL_FROM. A 4xx is retried after a backoff, a 5xx is recorded and never retried,
// and two workers racing over the same rows send each mail once.

const PUBLIC_URL = 'http://cerca.test';
const MAIL_FROM = 'Cerca <no-reply@cerca.test>';
/** An hour: a retry never runs by itself during a test; the test moves the clock (next_attempt_at) and promotes the job. */
const RETRY_BASE_MS = 60 * 60_000;

let tdb: TestDatabase;
let smtp: TestSmtpServer;
let config: ServiceConfig;
let workers: WorkerSet;
const prefixes: string[] = [];

function smtpConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const next = testConfig({
    publicUrl: PUBLIC_URL,
    mail: { smtpUrl: smtp.url, from: MAIL_FROM },
    ...overrides,
  });
  prefixes.push(next.redisPrefix);
  return next;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  smtp = await startTestSmtpServer();
  config = smtpConfig();
  workers = await startWorkers({
    config,
    db: tdb.db,
    sweeps: false,
    relay: false,
    mail: { retryBaseMs: RETRY_BASE_MS },
  });
});

afterAll(async () => {
  await workers?.close();
  await smtp?.close();
  await tdb?.drop();
  await clearRedisPrefixes(testConfig().redisUrl, prefixes);
});

async function insertMail(
  recipient: string,
  values: { body_html?: string | null; next_attempt_at?: Date } = {},
) {
  return tdb.db
    .insertInto('auth.mail_outbox')
    .values({
      recipient,
      subject: 'Restablece tu contraseña de Cerca',
      body_text: `Hola, Ana:\n\nAbre este enlace:\n${PUBLIC_URL}/auth/v1/verify?token=abc\n\nEl equipo de Cerca`,
      body_html:
        values.body_html === undefined
          ? `<p>Hola, Ana:</p>\n<p><a href="${PUBLIC_URL}/auth/v1/verify?token=abc">Restablecer contraseña</a></p>`
          : values.body_html,
      ...(values.next_attempt_at ? { next_attempt_at: values.next_attempt_at } : {}),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

const mailRow = (id: string) =>
  tdb.db
    .selectFrom('auth.mail_outbox')
    .select(['sent_at', 'failed_at', 'attempts', 'last_error', 'next_attempt_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const receivedBy = (address: string) =>
  smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);

const uniqueAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.mx`;

describe('the mail job', () => {
  it('delivers an outbox mail over SMTP with a text and an HTML part, From MAIL_FROM, and marks it sent', async () => {
    const to = uniqueAddress('ana');
    const before = smtp.received.length;
    const row = await insertMail(to);
    await enqueueMail(workers.queues, row.id);
    await smtp.waitForMessages(before + 1);
    const [mail] = receivedBy(to);
    expect(mail).toBeDefined();
    expect(mail!.from?.value).toEqual([{ address: 'no-reply@cerca.test', name: 'Cerca' }]);
    expect(mail!.subject).toBe('Restablece tu contraseña de Cerca');
    expect(mail!.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail!.text).toContain(`${PUBLIC_URL}/auth/v1/verify?token=abc`);
    expect(mail!.html).toContain('<html lang="es-MX">');
    expect(mail!.html).toContain(
      `<a href="${PUBLIC_URL}/auth/v1/verify?token=abc">Restablecer contraseña</a>`,
    );
    // The Message-ID is the row's (the same on a resend); the Date is when the row was written.
    expect(mail!.messageId).toBe(`<${row.id}@cerca.test>`);
    expect(mail!.date?.getTime()).toBe(Math.floor(row.created_at.getTime() / 1000) * 1000);
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');

    const sent = await waitFor(async () => {
      const current = await mailRow(row.id);
      return current.sent_at ? current : null;
    });
    expect(sent).toMatchObject({ failed_at: null, attempts: 1, last_error: null });
  });

  it('sends a mail that a writer made, end to end: the driver invitation, written by its job and handed to the mail job', async () => {
    const to = uniqueAddress('repartidor');
    const city = await insertCity(tdb.db, { name: 'Oaxaca' });
    const invitationId = randomUUID();
    const expiresAt = new Date(Date.now() + 14 * 86_400_000);
    await tdb.db
      .insertInto('driver_invitations')
      .values({
        id: invitationId,
        city_id: city.id,
        email: to,
        full_name: 'Visita http://evil.example',
        phone: '9511234567',
        vehicle_type: 'moto',
        identification_key: null,
        expires_at: expiresAt,
      })
      .execute();
    const before = smtp.received.length;
    await enqueueDriverInvitation(workers.queues, { invitationId, expiresAt });
    await smtp.waitForMessages(before + 1);
    const [mail] = receivedBy(to);
    expect(mail!.subject).toBe('Te invitaron a repartir con Cerca');
    expect(mail!.text).toContain(`${PUBLIC_URL}/driver-registration?`);
    // Every link of the HTML part is ours; the partner's text is in neither part.
    const links = [...(mail!.html || '').matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link!.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(`${mail!.text}${mail!.html}`).not.toContain('evil.example');
    const row = await tdb.db
      .selectFrom('auth.mail_outbox')
      .select('id')
      .where('recipient', '=', to)
      .executeTakeFirstOrThrow();
    await waitFor(async () => (await mailRow(row.id)).sent_at);
  });

  it('gives a row written without an HTML part one made of its escaped text', () => {
    const html = htmlDocument({
      subject: 'Prueba',
      body_text: 'Hola <b>Ana</b>\nlínea 2\n\nfin',
      body_html: null,
    });
    expect(html).toContain('<p>Hola &lt;b&gt;Ana&lt;/b&gt;<br>línea 2</p>\n<p>fin</p>');
  });

  it('records a temporary refusal (4xx), waits out the backoff, then delivers the mail once', async () => {
    const to = uniqueAddress('temporal');
    smtp.setRcptRule((recipient, tries) =>
      recipient === to && tries === 1 ? { code: 451, text: 'Try again later' } : null,
    );
    const row = await insertMail(to);
    await enqueueMail(workers.queues, row.id);
    const failed = await waitFor(async () => {
      const current = await mailRow(row.id);
      return current.last_error ? current : null;
    });
    expect(failed).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
    expect(failed.last_error).toContain('451');
    // The retry waits the first backoff step, on the row and on its job.
    const waitMs = failed.next_attempt_at.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(RETRY_BASE_MS - 60_000);
    expect(waitMs).toBeLessThanOrEqual(RETRY_BASE_MS + 1_000);
    const job = await waitFor(async () => {
      const pending = await workers.queues.queue.mail.getJob(mailJobId(row.id));
      return pending && (await pending.getState()) === 'delayed' ? pending : null;
    });
    expect(receivedBy(to)).toHaveLength(0);

    // The backoff runs out (the clock moved on): the same job tries again and delivers.
    await tdb.db
      .updateTable('auth.mail_outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    const before = smtp.received.length;
    await job.promote();
    await smtp.waitForMessages(before + 1);
    const sent = await waitFor(async () => {
      const current = await mailRow(row.id);
      return current.sent_at ? current : null;
    });
    expect(sent).toMatchObject({ failed_at: null, attempts: 2, last_error: null });
    expect(receivedBy(to)).toHaveLength(1);
    expect(smtp.rcptTries.get(to)).toBe(2);
    smtp.setRcptRule(() => null);
  });

  it('records a permanent refusal (5xx) and never retries it', async () => {
    const to = uniqueAddress('nadie');
    smtp.setRcptRule((recipient) => (recipient === to ? { code: 550, text: 'No such user here' } : null));
    const row = await insertMail(to);
    await enqueueMail(workers.queues, row.id);
    const failed = await waitFor(async () => {
      const current = await mailRow(row.id);
      return current.failed_at ? current : null;
    });
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.last_error).toContain('550');
    // Its job is done, not waiting for another try; a later job (a sweep) finds it finished.
    await waitFor(async () => (await workers.queues.queue.mail.getJob(mailJobId(row.id))) === undefined);
    await enqueueMail(workers.queues, row.id);
    await waitFor(async () => (await workers.queues.queue.mail.getJob(mailJobId(row.id))) === undefined);
    expect(smtp.rcptTries.get(to)).toBe(1);
    expect(receivedBy(to)).toHaveLength(0);
    expect(await mailRow(row.id)).toMatchObject({ attempts: 1, sent_at: null });
    smtp.setRcptRule(() => null);
  });

  it('sends each mail once when two workers race over the same rows', async () => {
    // Two senders (two SMTP connection pools, as two replicas have) handle every row at the same time.
    const first = createMailSender(mailDelivery(config), console);
    const second = createMailSender(mailDelivery(config), console);
    const settings = { ...MAIL_JOB_SETTINGS, retryBaseMs: RETRY_BASE_MS };
    const processors = [first, second].map((sender) =>
      createMailSendProcessor({ db: tdb.db, logger: console, sender, settings }),
    );
    const addresses = Array.from({ length: 12 }, (_, i) => uniqueAddress(`carrera${i}`));
    const rows = await Promise.all(addresses.map((to) => insertMail(to)));
    const before = smtp.received.length;
    let waited = 0;
    const fakeJob = (mailId: string) =>
      ({
        data: { mailId },
        moveToDelayed: async () => {
          waited += 1;
        },
      }) as unknown as Job<{ mailId: string }>;
    const results = await Promise.allSettled(
      rows.flatMap((row) => processors.map((process) => process(fakeJob(row.id)))),
    );
    first.close();
    second.close();
    const outcomes = results.map((result) =>
      result.status === 'fulfilled'
        ? (result.value as { outcome: string }).outcome
        : result.reason instanceof DelayedError
          ? 'waits'
          : String(result.reason),
    );
    // One claim per row sends; the other worker found it claimed (and waits for the lease to
    // run out) or already sent.
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(rows.length);
    expect(
      outcomes.filter((outcome) => outcome !== 'sent').every((o) => o === 'waits' || o === 'finished'),
    ).toBe(true);
    expect(waited).toBe(outcomes.filter((outcome) => outcome === 'waits').length);
    await smtp.waitForMessages(before + rows.length);
    for (const to of addresses) expect(receivedBy(to)).toHaveLength(1);
    for (const row of rows) expect(await mailRow(row.id)).toMatchObject({ attempts: 1, failed_at: null });
    expect(smtp.received.length).toBe(before + rows.length);
  });

  it('sends each mail once when two job workers get duplicate jobs for the same rows', async () => {
    // A second replica on the same queues and database.
    const replica = await startWorkers({
      config,
      db: tdb.db,
      sweeps: false,
      relay: false,
      mail: { retryBaseMs: RETRY_BASE_MS },
    });
    try {
      const addresses = Array.from({ length: 10 }, (_, i) => uniqueAddress(`replica${i}`));
      const rows = await Promise.all(addresses.map((to) => insertMail(to)));
      const before = smtp.received.length;
      for (const row of rows) {
        await enqueueMail(workers.queues, row.id);
        await workers.queues.queue.mail.add(
          'send',
          { mailId: row.id },
          { jobId: `dup-${row.id}`, removeOnComplete: true },
        );
      }
      await smtp.waitForMessages(before + rows.length);
      for (const row of rows) await waitFor(async () => (await mailRow(row.id)).sent_at);
      // The duplicates that found a row claimed wait for its lease: run them now; they find it sent.
      for (const job of await workers.queues.queue.mail.getJobs(['delayed'])) await job.promote();
      await waitFor(async () => {
        const counts = await workers.queues.queue.mail.getJobCounts('waiting', 'active', 'delayed');
        return (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) === 0;
      });
      for (const to of addresses) expect(receivedBy(to)).toHaveLength(1);
      for (const row of rows) expect(await mailRow(row.id)).toMatchObject({ attempts: 1 });
    } finally {
      await replica.close();
    }
  });

  it('the sweep queues every due mail whose job was lost, and leaves a mail whose retry is not due', async () => {
    const lost = uniqueAddress('perdido');
    const later = uniqueAddress('luego');
    const lostRow = await insertMail(lost);
    const laterRow = await insertMail(later, { next_attempt_at: new Date(Date.now() + 3_600_000) });
    const before = smtp.received.length;
    const { queued } = await createMailSweepProcessor({ db: tdb.db, queues: workers.queues })();
    expect(queued).toBeGreaterThanOrEqual(1);
    await smtp.waitForMessages(before + 1);
    await waitFor(async () => (await mailRow(lostRow.id)).sent_at);
    expect(receivedBy(lost)).toHaveLength(1);
    expect(await workers.queues.queue.mail.getJob(mailJobId(laterRow.id))).toBeUndefined();
    expect(await mailRow(laterRow.id)).toMatchObject({ sent_at: null, attempts: 0 });
  });

  it('without SMTP_URL outside production, marks the mail sent at once: the local file was its delivery', async () => {
    const local = await startWorkers({
      config: smtpConfig({ mail: { smtpUrl: null, from: null } }),
      db: tdb.db,
      sweeps: false,
      relay: false,
    });
    try {
      const to = uniqueAddress('local');
      const row = await insertMail(to);
      await enqueueMail(local.queues, row.id);
      const sent = await waitFor(async () => {
        const current = await mailRow(row.id);
        return current.sent_at ? current : null;
      });
      expect(sent).toMatchObject({ attempts: 1, failed_at: null });
      expect(smtp.rcptTries.get(to)).toBeUndefined();
    } finally {
      await local.close();
    }
  });
});

describe('mail settings', () => {
  it('production without SMTP_URL or MAIL_FROM refuses to start the workers', async () => {
    const production = (mail: ServiceConfig['mail']) =>
      startWorkers({
        config: smtpConfig({ env: 'production', mail }),
        db: tdb.db,
        sweeps: false,
        relay: false,
      });
    await expect(production({ smtpUrl: null, from: null })).rejects.toThrow(
      'SMTP_URL and MAIL_FROM must be set in production',
    );
    await expect(production({ smtpUrl: null, from: MAIL_FROM })).rejects.toThrow(
      'SMTP_URL must be set in production',
    );
    await expect(production({ smtpUrl: smtp.url, from: null })).rejects.toThrow(
      'MAIL_FROM must be set in production',
    );
    // SMTP_URL without MAIL_FROM is refused everywhere: the sender is never guessed.
    expect(() => mailDelivery({ env: 'development', mail: { smtpUrl: smtp.url, from: null } })).toThrow(
      'MAIL_FROM must be set when SMTP_URL is',
    );
    expect(mailDelivery({ env: 'development', mail: { smtpUrl: null, from: null } })).toEqual({
      kind: 'local',
    });
  });

  it('reads SMTP_URL and MAIL_FROM without defaults, and never repeats the password in an error', () => {
    expect(loadMailConfig({})).toEqual({ smtpUrl: null, from: null });
    expect(
      loadMailConfig({ SMTP_URL: 'smtps://u:secreto@mail.example.mx:465', MAIL_FROM: 'a@b.mx' }),
    ).toEqual({
      smtpUrl: 'smtps://u:secreto@mail.example.mx:465',
      from: 'a@b.mx',
    });
    expect(() => loadMailConfig({ SMTP_URL: 'https://u:secreto@mail.example.mx' })).toThrow(
      /^SMTP_URL must start/,
    );
    expect(() => loadMailConfig({ SMTP_URL: 'https://u:secreto@mail.example.mx' })).not.toThrow(/secreto/);
    expect(() => loadMailConfig({ SMTP_URL: 'no es una url secreto' })).not.toThrow(/secreto/);
    expect(() => loadMailConfig({ MAIL_FROM: 'Cerca' })).toThrow('MAIL_FROM must be an address');
  });

  it('backs off exponentially up to an hour, and tells permanent refusals from the rest', () => {
    const steps = Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1, MAIL_JOB_SETTINGS) / 1000);
    expect(steps).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    const refusal = (code: string, command: string, responseCode?: number) =>
      isPermanentSmtpError({
        code,
        command,
        responseCode,
        permanent: responseCode ? responseCode >= 500 : undefined,
      });
    expect(refusal('EENVELOPE', 'RCPT TO', 550)).toBe(true);
    expect(refusal('EMESSAGE', 'DATA', 554)).toBe(true);
    expect(refusal('EENVELOPE', 'RCPT TO', 451)).toBe(false);
    // Our own set-up refused: every mail would be, so they wait for the operator's fix.
    expect(refusal('EAUTH', 'AUTH PLAIN', 535)).toBe(false);
    expect(refusal('EENVELOPE', 'MAIL FROM', 550)).toBe(false);
    expect(refusal('ECONNECTION', 'CONN')).toBe(false);
    expect(refusal('ETIMEDOUT', 'CONN')).toBe(false);
  });
});
