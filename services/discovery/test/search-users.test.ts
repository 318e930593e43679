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

  it('finds by username or full name substring, case- and accent-insensitively, with public fields only', async () => {
    const ana = await insertUser(t.db, { email: 'anita@correo.mx', username: 'AnaLopez' });
    const byName = await insertUser(t.db, { email: 'contacto@taqueria.mx', username: 'tacos_el_guero' });
    await insertUser(t.db, { email: 'pedro@correo.mx', username: 'pedro' });
    await t.db
      .updateTable('profiles')
      .set({ full_name: 'Ana López', phone: '9511234567' })
      .where('id', '=', ana.id)
      .execute();
    await t.db
      .updateTable('profiles')
      .set({ full_name: 'Susana Pérez' })
      .where('id', '=', byName.id)
      .execute();

    const response = await find('ANA', caller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: [
        { id: ana.id, username: 'AnaLopez', full_name: 'Ana López', avatar_url: null },
        { id: byName.id, username: 'tacos_el_guero', full_name: 'Susana Pérez', avatar_url: null },
      ],
    });
    const idsFor = async (q: string) =>
      (await find(q, caller)).json().users.map((user: { id: string }) => user.id);
    expect(await idsFor('perez')).toEqual([byName.id]);
    expect(await idsFor('lópez')).toEqual([ana.id]);
    // The e-mail, phone and role never leave.
    const text = response.body;
    expect(text).not.toContain('@');
    expect(text).not.toContain('9511234567');
    expect(text).not.toContain('role');
  });

  it('never matches a part of an e-mail: a domain does not list its people', async () => {
    const shown = await insertUser(t.db, { email: 'gerente@empresa-uno.mx', username: 'gerencia1' });
    await insertUser(t.db, { email: 'ventas@empresa-uno.mx', username: 'ventas1' });
    await t.db.updateTable('profiles').set({ show_email: true }).where('id', '=', shown.id).execute();
    for (const q of ['@empresa-uno.mx', 'empresa-uno', 'gerente@', 'erente@empresa-uno.mx']) {
      expect((await find(q, caller)).json(), q).toEqual({ users: [] });
    }
  });

  it('matches the whole e-mail, in any case, only of someone who shows it, and never returns it', async () => {
    const shown = await insertUser(t.db, { email: 'Muestra.Correo@Publico.mx', username: 'muestra' });
    const hidden = await insertUser(t.db, { email: 'oculta@privado.mx', username: 'reservada' });
    await t.db.updateTable('profiles').set({ show_email: true }).where('id', '=', shown.id).execute();

    const found = await find('muestra.correo@publico.MX', caller);
    expect(found.json()).toEqual({
      users: [{ id: shown.id, username: 'muestra', full_name: null, avatar_url: null }],
    });
    expect(found.body.toLowerCase()).not.toContain('publico.mx');
    expect((await find('oculta@privado.mx', caller)).json()).toEqual({ users: [] });
    // Turned on later, the same address finds them; the answer still carries no e-mail.
    await t.db.updateTable('profiles').set({ show_email: true }).where('id', '=', hidden.id).execute();
    const now = await find(' OCULTA@privado.mx ', caller);
    expect(now.json().users.map((user: { id: string }) => user.id)).toEqual([hidden.id]);
    expect(now.body).not.toContain('privado.mx');
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
