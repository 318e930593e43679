import { randomUUID } from 'node:crypto';
import { insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService]);

const putSettings = (payload: unknown, as?: TestCaller) =>
  t.inject({ method: 'PUT', url: '/api/ordering/me/settings', payload: payload as object }, as);
const getMe = (as: TestCaller) => t.inject({ method: 'GET', url: '/api/ordering/me' }, as);
const storedShowEmail = async (id: string) =>
  (await t.db.selectFrom('profiles').select('show_email').where('id', '=', id).executeTakeFirstOrThrow())
    .show_email;

describe('PUT /api/ordering/me/settings', () => {
  it('answers 401 with a Spanish message to visitors and to invalid tokens', async () => {
    for (const response of [
      await putSettings({ show_email: true }),
      await putSettings({ show_email: true }, 'x'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'unauthorized',
        error: 'Unauthorized',
        message: 'Debes iniciar sesión para continuar.',
      });
    }
  });

  it('turns the e-mail of the public profile on and off for the caller only, as GET /me reports', async () => {
    const person = await insertUser(t.db);
    const neighbour = await insertUser(t.db);
    expect((await getMe(person)).json().profile.show_email).toBe(false);

    const on = await putSettings({ show_email: true }, person);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ show_email: true });
    expect(await storedShowEmail(person.id)).toBe(true);
    expect(await storedShowEmail(neighbour.id)).toBe(false);
    expect((await getMe(person)).json().profile.show_email).toBe(true);

    // Saving the same value again changes nothing.
    expect((await putSettings({ show_email: true }, person)).json()).toEqual({ show_email: true });

    const off = await putSettings({ show_email: false }, person);
    expect(off.json()).toEqual({ show_email: false });
    expect(await storedShowEmail(person.id)).toBe(false);
    expect((await getMe(person)).json().profile.show_email).toBe(false);
  });

  it('refuses a missing or non-boolean value with 400 and changes nothing', async () => {
    const person = await insertUser(t.db);
    await putSettings({ show_email: true }, person);
    for (const payload of [{}, { show_email: 'false' }, { show_email: null }, { show_email: 0 }]) {
      const response = await putSettings(payload, person);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: 'validation_error',
        message: 'Los datos enviados no son válidos. Revisa el formulario.',
      });
    }
    expect(await storedShowEmail(person.id)).toBe(true);
  });

  it('never takes another person from the body: only the caller changes', async () => {
    const person = await insertUser(t.db);
    const target = await insertUser(t.db);
    const response = await putSettings({ show_email: true, id: target.id, user_id: target.id }, person);
    expect(response.statusCode).toBe(200);
    expect(await storedShowEmail(target.id)).toBe(false);
    expect(await storedShowEmail(person.id)).toBe(true);
  });

  it('answers 404 when the account has no profile', async () => {
    const response = await putSettings({ show_email: true }, { id: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'profile_not_found',
      error: 'Not Found',
      message: 'No encontramos tu perfil. Cierra sesión e inicia de nuevo.',
    });
  });
});
