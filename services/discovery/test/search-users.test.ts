import { USER_SEARCH_LIMIT } from '@cerca/contracts';
import { insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let caller: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  caller = await insertUser(t.db, { email: 'buscadora@example.com' });
});

const find = (q: string | undefined, as?: TestCaller) =>
  t.inject(
    { method: 'GET', url: `/api/discovery/users${q === undefined ? '' : `?${new URLSearchParams({ q })}`}` },
    as,
  );

describe('GET /api/discovery/users', () => {
  it('answers 401 with a Spanish message to visitors', async () => {
    expectError(await find('ana'), 401, 'unauthorized', 'Debes iniciar sesión para buscar usuarios');
  });

  it('finds by username or e-mail substring, case-insensitively, with public fields only', async () => {
    const ana = await insertUser(t.db, { email: 'ana.lopez@correo.mx', username: 'AnaLopez' });
    const byMail = await insertUser(t.db, { email: 'contacto@tacosana.mx', username: 'tacos_el_guero' });
    await insertUser(t.db, { email: 'pedro@correo.mx', username: 'pedro' });
    await t.db
      .updateTable('profiles')
      .set({ full_name: 'Ana López', phone: '9511234567' })
      .where('id', '=', ana.id)
      .execute();

    const response = await find('ANA', caller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: [
        { id: ana.id, username: 'AnaLopez', full_name: 'Ana López', avatar_url: null },
        { id: byMail.id, username: 'tacos_el_guero', full_name: null, avatar_url: null },
      ],
    });
    // Matched on the e-mail, yet the e-mail (and phone, role) never leaves.
    const text = (await find('tacosana.mx', caller)).body;
    expect(text).toContain(byMail.id);
    expect(text).not.toContain('contacto@');
    expect(text).not.toContain('9511234567');
    expect(text).not.toContain('role');
  });

  it('matches wildcards literally and answers an empty list to blank text', async () => {
    const underscore = await insertUser(t.db, { email: 'x1@example.com', username: 'con_guion' });
    const ids = (await find('n_g', caller)).json().users.map((user: { id: string }) => user.id);
    expect(ids).toEqual([underscore.id]);
    expect((await find('%', caller)).json()).toEqual({ users: [] });
    for (const blank of ['', '   ']) {
      const response = await find(blank, caller);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ users: [] });
    }
  });

  it(`answers at most ${USER_SEARCH_LIMIT} people`, async () => {
    for (let i = 0; i < USER_SEARCH_LIMIT + 5; i++) {
      await insertUser(t.db, { email: `vecino${i}@barrio.mx`, username: `vecino${i}` });
    }
    expect((await find('vecino', caller)).json().users).toHaveLength(USER_SEARCH_LIMIT);
  });

  it('refuses a missing or overlong q and text it cannot store', async () => {
    const invalid = 'Los datos enviados no son válidos. Revisa el formulario.';
    expectError(await find(undefined, caller), 400, 'validation_error', invalid);
    expectError(await find('x'.repeat(101), caller), 400, 'validation_error', invalid);
    expectError(
      await find('a\u0000b', caller),
      400,
      'invalid_characters',
      'El texto contiene caracteres no permitidos.',
    );
  });
});
