import { createTestDatabase, insertUser, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeOneTimeToken, issueOneTimeToken, MailTooSoonError, queueRecoveryMail } from '../src/index';

// Both ends of a mailed token: what the jobs service issues for a recovery mail, the auth
// service spends, once, by link or by code.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const SETTINGS = { otpExpiry: 3600, mailInterval: 60, publicUrl: 'http://cerca.test' };

describe('one-time tokens', () => {
  it('are spent once, the link and its code together', async () => {
    const person = await insertUser(t.db);
    const issued = await issueOneTimeToken(t.db, person.id, 'recovery', 0);
    expect(await consumeOneTimeToken(t.db, 'recovery', { userId: person.id, code: issued.code }, 3600)).toBe(
      person.id,
    );
    expect(await consumeOneTimeToken(t.db, 'recovery', { linkToken: issued.linkToken }, 3600)).toBeNull();
  });

  it('refuse a second issue within the mail interval', async () => {
    const person = await insertUser(t.db);
    await issueOneTimeToken(t.db, person.id, 'reauthentication', 60);
    await expect(issueOneTimeToken(t.db, person.id, 'reauthentication', 60)).rejects.toBeInstanceOf(
      MailTooSoonError,
    );
  });
});

describe('queueRecoveryMail', () => {
  it('writes a mail whose link the auth service accepts, and nothing for an unknown address', async () => {
    const person = await insertUser(t.db, { email: 'rosa@example.com' });
    const mail = await queueRecoveryMail(
      t.db,
      { email: 'Rosa@Example.com', redirectTo: 'http://cerca.test' },
      SETTINGS,
    );
    expect(mail?.to).toBe('rosa@example.com');
    const linkToken = new URL(mail!.link!).searchParams.get('token')!;
    expect(await consumeOneTimeToken(t.db, 'recovery', { linkToken }, 3600)).toBe(person.id);
    expect(
      await queueRecoveryMail(t.db, { email: 'nadie@example.com', redirectTo: 'x' }, SETTINGS),
    ).toBeNull();
    // Within the interval: nothing more, and no error for the job to retry.
    expect(await queueRecoveryMail(t.db, { email: person.email, redirectTo: 'x' }, SETTINGS)).toBeNull();
  });
});
