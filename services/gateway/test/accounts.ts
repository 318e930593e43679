import type { Db } from '@cerca/db';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The password of every account the gateway tests sign up. */
const PASSWORD = 'cuenta-segura-2026';

export interface Account {
  id: string;
  email: string;
  /** The client address it signed up from: its own, so the per-IP limits never answer instead. */
  remoteAddress: string;
  /** The token the sign-up answered, or the sign-in's (signedIn). */
  token: string;
}

let accounts = 0;

/**
 * A real account, signed up through auth from its own address. `who` is a whole e-mail address,
 * or a label the address is made unique from.
 */
export async function signUp(gateway: FastifyInstance, who: string): Promise<Account> {
  accounts += 1;
  const email = who.includes('@') ? who : `${who}-${accounts}-${Date.now()}@cuentas.test`;
  const remoteAddress = `198.51.100.${(accounts % 250) + 1}`;
  const signup = await gateway.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    remoteAddress,
    payload: { email, password: PASSWORD },
  });
  expect(signup.statusCode, signup.body).toBe(200);
  return {
    id: signup.json().user.id as string,
    email,
    remoteAddress,
    token: signup.json().access_token as string,
  };
}

/** A fresh token for the account, as a person signing in gets one. */
export async function signIn(
  gateway: FastifyInstance,
  account: Pick<Account, 'email' | 'remoteAddress'>,
): Promise<string> {
  const response = await gateway.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress: account.remoteAddress,
    payload: { email: account.email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

/** A real account, signed up and then signed in through auth. */
export async function signedIn(gateway: FastifyInstance, who: string): Promise<Account> {
  const account = await signUp(gateway, who);
  return { ...account, token: await signIn(gateway, account) };
}

/** Makes the account an admin, as /admin would. */
export async function makeAdmin(db: Db, userId: string): Promise<void> {
  await db.updateTable('profiles').set({ role: 'admin' }).where('id', '=', userId).execute();
}

/** Makes the account the partner of the city, as an approved application would. */
export async function makeCityPartner(db: Db, userId: string, cityId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ role: 'city_partner', managed_city_id: cityId })
    .where('id', '=', userId)
    .execute();
}
