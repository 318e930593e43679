import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, insertCity, insertUser, type TestDatabase } from '@cerca/db-testing';
import { hashInvitationToken } from '@cerca/deliveries';
import { driverInvitationMailJobId, enqueueDriverInvitation } from '@cerca/queues';
import { testConfig } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeInvitationMail, mailName } from '../src/driver-invitation-mail';
import {
  createDriverInvitationExpiryProcessor,
  createDriverInvitationSweepProcessor,
} from '../src/processors/driver-invitations';
import { startWorkers, type WorkerSet } from '../src/workers';
import { clearRedisPrefixes, waitFor } from './helpers';

// Issue 21: the invitation mail. It quotes nothing the partner typed (nor the city's name, which a
// wizard user may have made up), only the recipient's own name, trimmed and limited; its one link
// is ours, to the page where the person accepts; its secret is kept only as a hash. One mail per
// due invitation; a lapsed one loses its ID document.

let tdb: TestDatabase;
let workers: WorkerSet;
let mailDir: string;
let storageDir: string;
let cityId: string;
const PUBLIC_URL = 'http://cerca.test';
const FREE_TEXT = '¡Hola, Hola! Tu cuenta requiere verificación en http://evil.example!';

beforeAll(async () => {
  tdb = await createTestDatabase();
  mailDir = await mkdtemp(path.join(tmpdir(), 'cerca-invitation-mail-'));
  storageDir = await mkdtemp(path.join(tmpdir(), 'cerca-invitation-storage-'));
  const config = testConfig({ publicUrl: PUBLIC_URL, storageDir });
  workers = await startWorkers({ config, db: tdb.db, sweeps: false, mailDir });
  // A city a wizard user named: its name must not reach the mail either.
  cityId = (await insertCity(tdb.db, { name: 'Ciudad http://evil.example' })).id;
});

afterAll(async () => {
  await workers?.close();
  await tdb?.drop();
  await rm(mailDir, { recursive: true, force: true });
  await rm(storageDir, { recursive: true, force: true });
  await clearRedisPrefixes(testConfig().redisUrl, [testConfig().redisPrefix]);
});

const storage = () => createStorage({ storageDir, env: 'test' });

async function invitation(
  email: string,
  expiresAt = new Date(Date.now() + 14 * 86_400_000),
  updatedAt = new Date(),
) {
  const id = randomUUID();
  const key = `invitations/${id}.png`;
  await tdb.db
    .insertInto('driver_invitations')
    .values({
      id,
      city_id: cityId,
      email,
      full_name: FREE_TEXT,
      phone: 'visita http://evil.example',
      vehicle_type: 'moto',
      identification_key: key,
      created_at: new Date(expiresAt.getTime() - 14 * 86_400_000),
      expires_at: expiresAt,
      updated_at: updatedAt,
    })
    .execute();
  await storage().putObject('driver-ids', key, Buffer.from('x'), 'image/png');
  return { id, key, expiresAt };
}

const mailsTo = (email: string) =>
  tdb.db.selectFrom('auth.mail_outbox').selectAll().where('recipient', '=', email).execute();

const rowOf = (id: string) =>
  tdb.db.selectFrom('driver_invitations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Queues the invitation's jobs as the partner service does and waits for its mail job to finish. */
async function mail(invited: { id: string; expiresAt: Date }) {
  await enqueueDriverInvitation(workers.queues, { invitationId: invited.id, expiresAt: invited.expiresAt });
  await waitFor(async () => {
    const job = await workers.queues.queue.notifications.getJob(driverInvitationMailJobId(invited.id));
    return job === undefined;
  });
}

const linksOf = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];

describe('the driver invitation mail', () => {
  it('greets an account by its own name, quotes no typed text and links only to our page', async () => {
    const person = await insertUser(tdb.db, { email: `rosa.${randomUUID().slice(0, 6)}@example.com` });
    await tdb.db
      .updateTable('profiles')
      .set({ full_name: '  Rosa\nMaría   López  ' })
      .where('id', '=', person.id)
      .execute();
    const invited = await invitation(person.email);
    await mail(invited);

    const [sent] = await mailsTo(person.email);
    expect(sent).toBeDefined();
    expect(sent!.subject).toBe('Te invitaron a repartir con Cerca');
    expect(sent!.body_text.split('\n')[0]).toBe('¡Hola, Rosa María López!');
    for (const body of [sent!.body_text, sent!.body_html!]) {
      expect(body).not.toContain('evil');
      expect(body).not.toContain('Hola, Hola');
      expect(body).not.toContain('Ciudad');
      const links = linksOf(body);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect(link.startsWith(`${PUBLIC_URL}/driver-registration?invitacion=`)).toBe(true);
    }
    expect(sent!.body_text).not.toContain('Regístrate');

    // The link's secret is kept as its hash only, and the mail is made once.
    const token = new URL(linksOf(sent!.body_text)[0]!).searchParams.get('invitacion')!;
    const row = await rowOf(invited.id);
    expect(row.token_hash).toBe(hashInvitationToken(token));
    expect(row.mailed_at).toBeInstanceOf(Date);
    await mail(invited);
    expect(await mailsTo(person.email)).toHaveLength(1);

    // Outside production the mail is also a file for whoever runs the app.
    const files = (await readdir(mailDir)).filter((name) => name.endsWith(`-${person.email}.txt`));
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(mailDir, files[0]!), 'utf8')).toContain(token);
  });

  it('names nobody for an unknown address and tells them to sign up with it', async () => {
    const email = `nadie.${randomUUID().slice(0, 6)}@example.com`;
    await mail(await invitation(email));
    const [sent] = await mailsTo(email);
    expect(sent!.body_text.split('\n')[0]).toBe('¡Hola!');
    expect(sent!.body_text).toContain(
      '¿Aún no tienes cuenta en Cerca? Regístrate con este mismo correo y vuelve a abrir el enlace.',
    );
    expect(sent!.body_text).toContain('La invitación vence en 14 días.');
    expect(sent!.body_text).not.toContain('evil');
  });

  it('mails nothing for an invitation that was answered, revoked or lapsed', async () => {
    const email = `tarde.${randomUUID().slice(0, 6)}@example.com`;
    const invited = await invitation(email);
    await tdb.db
      .updateTable('driver_invitations')
      .set({ status: 'revoked', closed_at: new Date() })
      .where('id', '=', invited.id)
      .execute();
    await mail(invited);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('escapes the own name in the HTML part and limits it to 60 characters', () => {
    const composed = composeInvitationMail(
      {
        to: 'a@example.com',
        ownName: `<b>Ana</b> ${'x'.repeat(80)}`,
        hasAccount: true,
        token: 'secreto_123',
        expiresAt: new Date('2026-12-11T00:00:00Z'),
        now: new Date('2026-11-27T00:00:00Z'),
      },
      PUBLIC_URL,
    );
    expect(composed.bodyHtml).not.toContain('<b>');
    expect(composed.bodyHtml).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(composed.bodyHtml).toContain(
      `<a href="${PUBLIC_URL}/driver-registration?invitacion=secreto_123">Ver la invitación</a>`,
    );
    const greeting = composed.bodyText.split('\n')[0]!;
    expect(Array.from(mailName(`<b>Ana</b> ${'x'.repeat(80)}`)!)).toHaveLength(60);
    expect(greeting).toBe(`¡Hola, ${mailName(`<b>Ana</b> ${'x'.repeat(80)}`)}!`);
    expect(mailName(' \u202Eabc\u202C ')).toBe('abc');
    expect(mailName('   ')).toBeNull();
    expect(mailName(null)).toBeNull();
  });
});

describe('the end of an invitation', () => {
  it('lapses a pending invitation at its expiry and removes its document', async () => {
    const invited = await invitation(
      `vence.${randomUUID().slice(0, 6)}@example.com`,
      new Date(Date.now() - 1000),
    );
    await enqueueDriverInvitation(workers.queues, { invitationId: invited.id, expiresAt: invited.expiresAt });
    await waitFor(async () => (await rowOf(invited.id)).status === 'expired');
    expect(await storage().driver.exists('driver-ids', invited.key)).toBe(false);
    expect(await mailsTo((await rowOf(invited.id)).email)).toEqual([]);
  });

  it('keeps an invitation pending while the store refuses to remove its document, so the retry removes it', async () => {
    const invited = await invitation(
      `reintento.${randomUUID().slice(0, 6)}@example.com`,
      new Date(Date.now() - 1000),
    );
    const real = storage();
    let refusals = 1;
    const flaky = {
      ...real,
      async removeObject(...args: Parameters<typeof real.removeObject>) {
        if (refusals-- > 0) throw new Error('store unavailable');
        return real.removeObject(...args);
      },
    };
    const expire = createDriverInvitationExpiryProcessor({ db: tdb.db, storage: flaky });
    const job = { data: { invitationId: invited.id } };
    await expect(expire(job as never)).rejects.toThrow('store unavailable');
    expect((await rowOf(invited.id)).status).toBe('pending');
    expect(await real.driver.exists('driver-ids', invited.key)).toBe(true);

    await expect(expire(job as never)).resolves.toEqual({ expired: true });
    expect((await rowOf(invited.id)).status).toBe('expired');
    expect(await real.driver.exists('driver-ids', invited.key)).toBe(false);
  });

  it('the sweep re-queues the jobs an invitation lost', async () => {
    const email = `perdida.${randomUUID().slice(0, 6)}@example.com`;
    // Made five minutes ago, and its mail job never queued.
    await invitation(email, undefined, new Date(Date.now() - 5 * 60_000));
    const sweep = createDriverInvitationSweepProcessor({ db: tdb.db, queues: workers.queues });
    expect((await sweep()).invitations).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await mailsTo(email)).length === 1);
  });
});
