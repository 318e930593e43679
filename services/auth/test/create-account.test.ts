import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithProfile, DuplicateEmailError, type NewUserInput } from '../src/lib/create-account';
import { usernameBase } from '../src/lib/usernames';

// The one account-creation path (lib/create-account.ts): sign-up and the admin API share it.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const input = (email: string): NewUserInput => ({
  email,
  passwordHash: null,
  userType: 'user',
  userMetadata: {},
  confirmed: false,
});

describe('createUserWithProfile', () => {
  it('derives the username from the e-mail and numbers it when taken (ana, ana1, ana2…)', async () => {
    expect(usernameBase('Ana.María+promo@example.com')).toBe('ana.maria_promo');
    const first = await createUserWithProfile(t.db, input('lucia@uno.example.com'));
    const second = await createUserWithProfile(t.db, input('lucia@dos.example.com'));
    const third = await createUserWithProfile(t.db, input('Lucia@tres.example.com'));
    expect([first, second, third].map((created) => created.profile.username)).toEqual([
      'lucia',
      'lucia1',
      'lucia2',
    ]);
    expect(first.user).toMatchObject({ encrypted_password: null, email_confirmed_at: null });
    expect(first.user.raw_user_meta_data).toEqual({ user_type: 'user' });
    expect(first.user.raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'] });
    expect(first.profile).toMatchObject({ id: first.user.id, role: 'user', user_type: 'user' });
  });

  it('answers DuplicateEmailError for an e-mail taken in any case', async () => {
    await createUserWithProfile(t.db, input('repetida@example.com'));
    await expect(createUserWithProfile(t.db, input('REPETIDA@example.com'))).rejects.toBeInstanceOf(
      DuplicateEmailError,
    );
  });

  it('runs afterCreate in the same transaction: its failure leaves no account', async () => {
    const email = 'a.medias@example.com';
    await expect(
      createUserWithProfile(t.db, input(email), async (trx, created) => {
        await trx
          .updateTable('profiles')
          .set({ full_name: 'A Medias' })
          .where('id', '=', created.user.id)
          .execute();
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    const left = await t.db.selectFrom('auth.users').select('id').where('email', '=', email).execute();
    expect(left).toEqual([]);
  });
});
