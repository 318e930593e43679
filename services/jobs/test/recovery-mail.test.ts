import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, insertUser, type TestDatabase } from '@cerca/db-testing';
import { AUTH_MAIL_QUEUE, type AuthMailJob, bullPrefix, recordEvent } from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { testConfig } from '@cerca/service-kit/testing';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type WorkerSet } from '../src/workers';
import { clearRedisPrefixes, waitFor } from './helpers';

// Issue 23: the recovery mail is written here, not by a worker of the auth service. POST /recover
// only records an 'auth.mail' outbox event; this service looks the account up, issues the link
// and code, and writes the Spanish mail, which its mail job then delivers. An address with no
// account, or a second request within the mail interval, gets nothing.

let tdb: TestDatabase;
let workers: WorkerSet;
let mailDir: string;
let recoveryQueue: Queue<AuthMailJob>;
const config = testConfig({ publicUrl: 'http://cerca.test' });

beforeAll(async () => {
  tdb = await createTestDatabase();
  mailDir = await mkdtemp(path.join(tmpdir(), 'cerca-recovery-mail-'));
  workers = await startWorkers({
    config,
    db: tdb.db,
    sweeps: false,
    relay: false,
    mailDir,
    accountMail: { otpExpiry: 3600, mailInterval: 60 },
  });
  recoveryQueue = new Queue(AUTH_MAIL_QUEUE, {
    connection: { url: config.redisQueueUrl },
    prefix: bullPrefix(config.redisPrefix),
  });
});

afterAll(async () => {
  await recoveryQueue?.close();
  await workers?.close();
  await tdb?.drop();
  await rm(mailDir, { recursive: true, force: true });
  await clearRedisPrefixes(config.redisUrl, [config.redisPrefix]);
});

const mailsTo = (email: string) =>
  tdb.db.selectFrom('auth.mail_outbox').selectAll().where('recipient', '=', email).execute();

/** What POST /recover does: one outbox event; then the relay hands it to this service's queue. */
async function askForRecovery(email: string) {
  await recordEvent(tdb.db, 'auth.mail', { email, redirectTo: 'http://cerca.test/profile' });
  await relayOutboxForTest(tdb.db, config.redisQueueUrl, config.redisPrefix);
}

describe('the recovery mail', () => {
  it('is written for an account, with a link to the public site and a code', async () => {
    const person = await insertUser(tdb.db, { email: 'olvido@example.com' });
    await askForRecovery('OLVIDO@example.com');
    const [mail] = await waitFor(async () => {
      const mails = await mailsTo(person.email);
      return mails.length > 0 && mails;
    });
    expect(mail!.subject).toBe('Restablece tu contraseña de Cerca');
    expect(mail!.body_text).toMatch(/http:\/\/cerca\.test\/auth\/v1\/verify\?token=\S+&type=recovery/);
    expect(mail!.body_text).toContain(encodeURIComponent('http://cerca.test/profile'));
    expect(mail!.body_text).toMatch(/código en la aplicación: \d{6}/);
    const tokens = await tdb.db
      .selectFrom('auth.one_time_tokens')
      .select('token_type')
      .where('user_id', '=', person.id)
      .execute();
    expect(tokens.map((token) => token.token_type)).toEqual(['recovery', 'recovery']);
    // Outside production, whoever runs the app reads it from a file too. The file is written
    // after the row commits, so it may land a moment after the row is visible.
    await waitFor(async () =>
      (await readdir(mailDir)).some((name) => name.endsWith('-olvido@example.com.txt')),
    );
  });

  it('is written once within the mail interval, and never for an unknown address', async () => {
    const person = await insertUser(tdb.db, { email: 'dos-veces@example.com' });
    await askForRecovery(person.email);
    await waitFor(async () => (await mailsTo(person.email)).length === 1);
    await askForRecovery(person.email);
    await askForRecovery('nadie@example.com');
    const done = await waitFor(async () => {
      const jobs = await recoveryQueue.getJobs(['completed']);
      const ours = jobs.filter((job) => [person.email, 'nadie@example.com'].includes(job.data.email));
      return ours.length === 3 && ours;
    });
    expect(done.map((job) => job.returnvalue.outcome).sort()).toEqual([
      'nothing_to_send',
      'nothing_to_send',
      'queued',
    ]);
    expect(await mailsTo(person.email)).toHaveLength(1);
    expect(await mailsTo('nadie@example.com')).toHaveLength(0);
  });
});
