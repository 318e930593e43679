import { readFileSync } from 'node:fs';
import path from 'node:path';
import { insertCity } from '@cerca/db-testing';
import { startWorkers, type WorkerSet } from '@cerca/jobs-service';
import { loadConfig } from '@cerca/service-kit';
import { multipart } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCityPartner, signIn, signUp } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * Issue 21, "Add driver takes over other people's accounts", as an attacker calls it: a city
 * partner adds the e-mail of somebody else's account. Before the fix that overwrote the person's
 * full name, phone and avatar, made them an approved driver without asking, answered
 * account_created (telling which addresses are registered), made accounts for unknown addresses
 * and mailed them the partner's free text. Now it only invites: the person's account is untouched,
 * the answer is the same as for an unknown address (which gets no account), and the mail quotes
 * none of the typed text and links only to our own page.
 */

const PUBLIC_URL = 'https://cerca.example';
const FREE_TEXT = '¡Hola, Hola! Tu cuenta requiere verificación en http://evil.example!';
const PNG = readFileSync(path.join(import.meta.dirname, '../../../shared/storage/test/fixtures/photo.png'));
const JPEG = readFileSync(path.join(import.meta.dirname, '../../../shared/storage/test/fixtures/photo.jpg'));

let test: TestGateway;
let gateway: FastifyInstance;
let workers: WorkerSet;
let cityId: string;
let partnerToken: string;

/** What the attacking partner sends: the victim's address, free text and a new avatar. */
async function addDriver(email: string) {
  const body = await multipart({ email, full_name: FREE_TEXT, phone: '5551234567', vehicle_type: 'moto' }, [
    { field: 'identification', name: 'ine.png', content: PNG, type: 'image/png' },
    { field: 'avatar', name: 'cara.jpg', content: JPEG, type: 'image/jpeg' },
  ]);
  return gateway.inject({
    method: 'POST',
    url: `/api/partner/cities/${cityId}/drivers`,
    headers: { ...body.headers, authorization: `Bearer ${partnerToken}` },
    payload: body.payload,
  });
}

/** The answer without what differs per invitation by nature: its id, address and times. */
function comparable(response: Awaited<ReturnType<typeof addDriver>>) {
  const body = response.json();
  const invitation = body.invitation ?? {};
  return {
    status: response.statusCode,
    keys: Object.keys(body).sort(),
    invitation: { ...invitation, id: '-', email: '-', created_at: '-', expires_at: '-' },
  };
}

const mailsTo = (email: string) =>
  test.database.db
    .selectFrom('auth.mail_outbox')
    .select(['subject', 'body_text', 'body_html'])
    .where('recipient', '=', email.toLowerCase())
    .execute();

beforeAll(async () => {
  test = await startTestGateway({ name: 'add-driver-invitation', env: { PUBLIC_URL } });
  gateway = test.app;
  const db = test.database.db;
  cityId = (await insertCity(db, { name: 'Ciudad Invitaciones' })).id;
  const partner = await signUp(gateway, 'socia');
  await makeCityPartner(db, partner.id, cityId);
  partnerToken = await signIn(gateway, partner);
  // The jobs service makes the mails, on the gateway's Redis prefix.
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    REDIS_PREFIX: `cerca-test:add-driver-invitation:${process.pid}:`,
    STORAGE_DIR: path.join(test.webRoot, '.storage'),
  });
  workers = await startWorkers({ config, db, sweeps: false, mailDir: path.join(test.webRoot, '.mail') });
});

afterAll(async () => {
  if (workers) {
    await workers.queues.queue.notifications.obliterate({ force: true });
    await workers.close();
  }
  await test?.close();
});

describe('a partner adding the e-mail of an existing account', () => {
  it('changes nothing about the person, answers as for an unknown address and mails no typed text', async () => {
    const db = test.database.db;
    const victim = await signUp(gateway, 'victima');
    await db
      .updateTable('profiles')
      .set({
        full_name: 'Víctima Verdadera',
        phone: '3300000000',
        avatar_url: '/storage/v1/object/public/avatars/mia.png',
      })
      .where('id', '=', victim.id)
      .execute();
    const unknown = `nadie-${Date.now()}@victima.test`;

    const onVictim = await addDriver(victim.email.toUpperCase());
    const onUnknown = await addDriver(unknown);
    expect(onVictim.statusCode, onVictim.body).toBe(202);
    expect(comparable(onVictim)).toEqual(comparable(onUnknown));
    expect(onVictim.body).not.toContain('account_created');

    // The victim's account is as it was, and they are no driver.
    expect(
      await db
        .selectFrom('profiles')
        .select(['full_name', 'phone', 'avatar_url'])
        .where('id', '=', victim.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      full_name: 'Víctima Verdadera',
      phone: '3300000000',
      avatar_url: '/storage/v1/object/public/avatars/mia.png',
    });
    expect(await db.selectFrom('drivers').select('id').where('id', '=', victim.id).execute()).toEqual([]);
    // The unknown address got no account.
    expect(
      await db.selectFrom('auth.users').select('id').where('email', '=', unknown.toLowerCase()).execute(),
    ).toEqual([]);

    // Each address gets one invitation mail: no typed text, only our link.
    let mails: { victim: Awaited<ReturnType<typeof mailsTo>>; unknown: Awaited<ReturnType<typeof mailsTo>> } =
      {
        victim: [],
        unknown: [],
      };
    await expect
      .poll(
        async () => {
          mails = { victim: await mailsTo(victim.email), unknown: await mailsTo(unknown) };
          return mails.victim.length + mails.unknown.length;
        },
        { timeout: 15_000 },
      )
      .toBe(2);
    for (const mail of [...mails.victim, ...mails.unknown]) {
      for (const body of [mail.body_text, mail.body_html ?? '']) {
        expect(body).not.toContain('evil.example');
        expect(body).not.toContain('Hola, Hola');
        const links = body.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/driver-registration?`)).toBe(true);
      }
    }
    expect(mails.victim[0]!.body_text.split('\n')[0]).toBe('¡Hola, Víctima Verdadera!');
    expect(mails.unknown[0]!.body_text.split('\n')[0]).toBe('¡Hola!');
  });
});
