import { recordAudit } from '@cerca/audit';
import { AUDIT_PAGE_SIZE } from '@cerca/contracts/audit-log';
import { insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { adminService } from '../src/plugin';

// /admin → Registro (issue 13 deliverable 6): the audit log newest first, keyset paged, by city.

const t = useServiceTest([adminService]);
let admin: TestCaller;

beforeAll(async () => {
  admin = await t.sign(await insertUser(t.db, { role: 'admin' }));
});

const listAudit = (query = '', as: TestCaller | undefined = admin) =>
  t.inject({ method: 'GET', url: `/api/admin/audit${query}` }, as);

type Entry = { id: string; target_id: string; city_id: string | null; created_at: string };

async function everyPage(query: string): Promise<Entry[]> {
  const seen: Entry[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const separator = query ? '&' : '?';
    const response = await listAudit(`${query}${cursor ? `${separator}cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { entries: Entry[]; next_cursor: string | null };
    expect(body.entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
    seen.push(...body.entries);
    cursor = body.next_cursor;
  }
  return seen;
}

describe('the audit log', () => {
  it('lists entries newest first with who, what, when, the record and the city; filters by city; pages without gaps', async () => {
    const oaxaca = await insertCity(t.db, { name: 'Oaxaca de Juárez' });
    const puebla = await insertCity(t.db, { name: 'Cholula', state: 'Puebla' });
    const actor = await insertUser(t.db, { username: 'moderadora' });
    // 70 entries in one transaction share created_at: the id breaks the tie without skipping any.
    await t.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 70; index += 1)
        await recordAudit(trx, {
          actor: { id: actor.id, label: 'moderadora' },
          action: index % 2 ? 'content.delete' : 'business.delete',
          cityId: index % 2 ? oaxaca.id : puebla.id,
          target: { type: index % 2 ? 'post' : 'business', id: `r${index}`, label: `Registro ${index}` },
          details: { index },
        });
    });
    await recordAudit(t.db, {
      actor: { id: actor.id, label: 'moderadora' },
      action: 'settings.update',
      cityId: null,
      target: { type: 'settings', id: 'admin', label: 'Configuración' },
    });

    const first = await listAudit();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(body.next_cursor).toEqual(expect.any(String));
    expect(body.entries[0]).toEqual({
      id: expect.any(String),
      actor_id: actor.id,
      actor_label: 'moderadora',
      action: 'settings.update',
      city_id: null,
      city_name: null,
      target_type: 'settings',
      target_id: 'admin',
      target_label: 'Configuración',
      details: {},
      created_at: expect.any(String),
    });
    expect(body.entries[1]).toMatchObject({ city_name: expect.stringMatching(/Oaxaca de Juárez|Cholula/) });

    const all = await everyPage('');
    expect(all).toHaveLength(71);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(71);
    const times = all.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const inOaxaca = await everyPage(`?city=${oaxaca.id}`);
    expect(inOaxaca).toHaveLength(35);
    expect(inOaxaca.every((entry) => entry.city_id === oaxaca.id)).toBe(true);
    expect(new Set(inOaxaca.map((entry) => entry.target_id)).size).toBe(35);
  });

  it('refuses a cursor that is not its own and an unknown city', async () => {
    const bad = await listAudit('?cursor=bm9wZQ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_cursor', message: messages.invalidCursor });
    for (const city of ['x', '6f1c1b8e-0000-4000-8000-000000000000']) {
      const response = await listAudit(`?city=${city}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Ciudad no encontrada');
    }
  });

  it('is for admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const city = await insertCity(t.db, { name: 'Atlixco' });
    const partner = await t.sign(await insertUser(t.db, { role: 'city_partner', managedCityId: city.id }));
    const response = await listAudit(`?city=${city.id}`, partner);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No tienes permiso para acceder a esta página');
  });
});
