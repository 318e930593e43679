import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let businessId: string;

beforeAll(async () => {
  const cityId = (await insertCity(t.db)).id;
  const owner = await insertUser(t.db, { userType: 'business' });
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId })).id;
});

const send = (method: 'PUT' | 'DELETE', id: string, what: 'follow' | 'favorite', as?: TestCaller) =>
  t.inject({ method, url: `/api/discovery/businesses/${id}/${what}` }, as);

const rows = async (table: 'business_followers' | 'business_favorites', userId: string) =>
  (await t.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;

describe('PUT / DELETE /api/discovery/businesses/:id/follow', () => {
  it('follows and unfollows idempotently, answering the followers count', async () => {
    const ana = await insertUser(t.db);
    const luis = await insertUser(t.db);
    expect((await send('PUT', businessId, 'follow', ana)).json()).toEqual({
      following: true,
      followers_count: 1,
    });
    const again = await send('PUT', businessId, 'follow', ana);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ following: true, followers_count: 1 });
    expect(await rows('business_followers', ana.id)).toBe(1);
    expect((await send('PUT', businessId, 'follow', luis)).json()).toEqual({
      following: true,
      followers_count: 2,
    });
    expect((await send('DELETE', businessId, 'follow', ana)).json()).toEqual({
      following: false,
      followers_count: 1,
    });
    expect((await send('DELETE', businessId, 'follow', ana)).json()).toEqual({
      following: false,
      followers_count: 1,
    });
    expect(await rows('business_followers', ana.id)).toBe(0);
  });

  it('answers 401 with the spec message to visitors', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expectError(
        await send(method, businessId, 'follow'),
        401,
        'unauthorized',
        'Debes iniciar sesión para seguir este negocio',
      );
    }
  });

  it('answers 404 for missing and malformed businesses and writes nothing', async () => {
    const person = await insertUser(t.db);
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'seguir']) {
        expectError(
          await send(method, id, 'follow', person),
          404,
          'business_not_found',
          'Negocio no encontrado',
        );
      }
    }
    expect(await rows('business_followers', person.id)).toBe(0);
  });
});

describe('PUT / DELETE /api/discovery/businesses/:id/favorite', () => {
  it('saves and removes idempotently', async () => {
    const ana = await insertUser(t.db);
    for (let i = 0; i < 2; i++) {
      const response = await send('PUT', businessId, 'favorite', ana);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ favorite: true });
    }
    expect(await rows('business_favorites', ana.id)).toBe(1);
    for (let i = 0; i < 2; i++) {
      expect((await send('DELETE', businessId, 'favorite', ana)).json()).toEqual({ favorite: false });
    }
    expect(await rows('business_favorites', ana.id)).toBe(0);
  });

  it('answers 401 with the spec message to visitors', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expectError(
        await send(method, businessId, 'favorite'),
        401,
        'unauthorized',
        'Debes iniciar sesión para guardar este negocio',
      );
    }
  });

  it('answers 404 for missing and malformed businesses and writes nothing', async () => {
    const person = await insertUser(t.db);
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'guardar']) {
        expectError(
          await send(method, id, 'favorite', person),
          404,
          'business_not_found',
          'Negocio no encontrado',
        );
      }
    }
    expect(await rows('business_favorites', person.id)).toBe(0);
  });
});
