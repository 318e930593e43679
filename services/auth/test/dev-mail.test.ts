import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthApp, uniqueEmail } from './helpers';

// Recovery links are keys to accounts: outside production a developer reads them from files and
// the terminal; the outbox page is an explicit opt-in, answered to this machine only.
let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});

afterAll(async () => {
  await tdb?.drop();
});

const NOT_FOUND = { code: 404, error_code: 'not_found', msg: 'Not Found' };

async function withApp(env: Record<string, string>, run: (t: AuthTestApp) => Promise<void>) {
  const t = await buildAuthApp(tdb.db, { env });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

function outbox(t: AuthTestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/auth/v1/dev/outbox', remoteAddress, headers });
}

describe('GET /dev/outbox', () => {
  it('does not exist without AUTH_DEV_OUTBOX, even from this machine', async () => {
    await withApp({}, async (t) => {
      const res = await outbox(t, '127.0.0.1');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });
  });

  it('with AUTH_DEV_OUTBOX=1 answers loopback sockets only, whatever X-Forwarded-For says', async () => {
    await withApp({ AUTH_DEV_OUTBOX: '1' }, async (t) => {
      for (const address of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.5']) {
        const res = await outbox(t, address, { 'x-forwarded-for': '127.0.0.1' });
        expect(res.statusCode, address).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const res = await outbox(t, address);
        expect(res.statusCode, address).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
      }
    });
  });
});

describe('mail files', () => {
  it('write each queued mail under AUTH_MAIL_DIR, named by time and recipient', async () => {
    await withApp({}, async (t) => {
      const email = uniqueEmail('archivo');
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email, password: 'secreto123' },
      });
      const recover = await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email } });
      expect(recover.statusCode).toBe(200);
      await t.mailsSent();

      const files = await readdir(t.mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z-.+\.txt$/);
      expect(files[0]).toContain(email);
      const text = await readFile(join(t.mailDir, files[0]!), 'utf8');
      const mail = await tdb.db
        .selectFrom('auth.mail_outbox')
        .selectAll()
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      expect(text).toContain(mail.subject);
      expect(text).toContain(mail.body_text);
    });
  });

  it('keep a recipient with slashes inside the directory', async () => {
    await withApp({}, async (t) => {
      const email = `../fuera/${uniqueEmail('barra')}`;
      const signup = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email, password: 'secreto123' },
      });
      expect(signup.statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email } });
      await t.mailsSent();
      const files = await readdir(t.mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).not.toContain('/');
    });
  });
});
