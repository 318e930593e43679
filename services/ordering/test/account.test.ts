import { randomUUID } from 'node:crypto';
import { insertBusiness, insertPost, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage } from '@cerca/storage';
import { describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService], { tempStorage: true });

const VALIDATION = {
  statusCode: 400,
  code: 'validation_error',
  message: 'Los datos enviados no son válidos. Revisa el formulario.',
};
const UNAUTHORIZED = {
  statusCode: 401,
  code: 'unauthorized',
  error: 'Unauthorized',
  message: 'Debes iniciar sesión para continuar.',
};

const getAccount = (as?: TestCaller) => t.inject({ method: 'GET', url: '/api/ordering/me/account' }, as);
const patchAccount = (payload: unknown, as?: TestCaller) =>
  t.inject({ method: 'PATCH', url: '/api/ordering/me/account', payload: payload as object }, as);
const putNotifications = (payload: unknown, as?: TestCaller) =>
  t.inject({ method: 'PUT', url: '/api/ordering/me/notifications', payload: payload as object }, as);
const getActivity = (as?: TestCaller, cursor?: string) =>
  t.inject(
    {
      method: 'GET',
      url: `/api/ordering/me/activity${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    },
    as,
  );
const deleteMe = (payload: unknown, as?: TestCaller) =>
  t.inject({ method: 'DELETE', url: '/api/ordering/me', payload: payload as object }, as);

const profileOf = (id: string) =>
  t.db.selectFrom('profiles').select(['username', 'phone', 'email']).where('id', '=', id).executeTakeFirst();

async function insertOrder(
  businessId: string,
  userId: string | null,
  status: 'delivered' | 'preparing' = 'delivered',
  at?: Date,
) {
  return t.db
    .insertInto('orders')
    .values({
      business_id: businessId,
      user_id: userId,
      status,
      subtotal_amount: '150.00',
      shipping_amount: '25.00',
      total_amount: '175.00',
      delivery_address: 'Av. Juárez 12, Centro',
      delivery_notes: 'Tocar el timbre dos veces',
      ...(at ? { created_at: at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('every account endpoint needs a session', () => {
  it('answers 401 with the Spanish message to visitors and invalid tokens', async () => {
    for (const as of [undefined, 'not-a-token']) {
      for (const response of [
        await getAccount(as),
        await patchAccount({ username: 'nuevo', phone: '' }, as),
        await putNotifications({ notifications_enabled: false }, as),
        await t.inject({ method: 'PUT', url: '/api/ordering/me/avatar', payload: { avatar_url: null } }, as),
        await getActivity(as),
        await deleteMe({ confirmation: 'eliminar' }, as),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED);
      }
    }
  });
});

describe('GET and PATCH /api/ordering/me/account', () => {
  it('answers the caller’s fields and changes username and phone, never the e-mail', async () => {
    const person = await insertUser(t.db, { email: 'ana@example.com', username: 'ana' });
    const before = await getAccount(person);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      id: person.id,
      username: 'ana',
      email: 'ana@example.com',
      phone: null,
      notifications_enabled: true,
    });

    const saved = await patchAccount(
      { username: '  ana.lopez_1 ', phone: '+52 33 1234 5678', email: 'otra@example.com' },
      person,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      id: person.id,
      username: 'ana.lopez_1',
      email: 'ana@example.com',
      phone: '+52 33 1234 5678',
      notifications_enabled: true,
    });
    expect(await profileOf(person.id)).toEqual({
      username: 'ana.lopez_1',
      phone: '+52 33 1234 5678',
      email: 'ana@example.com',
    });

    // A blank phone clears it; keeping one's own username is not "taken".
    const cleared = await patchAccount({ username: 'ana.lopez_1', phone: '  ' }, person);
    expect(cleared.json().phone).toBeNull();
  });

  it('refuses a username another person uses (any case) with 409 and the Spanish message', async () => {
    await insertUser(t.db, { username: 'tortas.guero' });
    const person = await insertUser(t.db, { username: 'maria' });
    const response = await patchAccount({ username: 'Tortas.Guero', phone: '3312345678' }, person);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'username_taken',
      error: 'Conflict',
      message: 'Ese nombre de usuario ya está en uso. Elige otro.',
    });
    expect(await profileOf(person.id)).toMatchObject({ username: 'maria', phone: null });
  });

  it('refuses a bad phone or username with 400 and changes nothing', async () => {
    const person = await insertUser(t.db, { username: 'luis' });
    for (const payload of [
      { username: 'luis', phone: '12345' },
      { username: 'luis', phone: 'tel: 33 1234 5678' },
      { username: 'luis', phone: '1234567890123456789' },
      { username: 'lu', phone: '' },
      { username: 'luis con espacios', phone: '' },
      { username: 'x'.repeat(31), phone: '' },
      { phone: '3312345678' },
      { username: 'luis' },
    ]) {
      const response = await patchAccount(payload, person);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject(VALIDATION);
    }
    expect(await profileOf(person.id)).toMatchObject({ username: 'luis', phone: null });
  });

  it('answers 404 when the account has no profile', async () => {
    const response = await patchAccount({ username: 'nadie', phone: '' }, { id: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'profile_not_found' });
  });
});

describe('PUT /api/ordering/me/avatar', () => {
  const putAvatar = (payload: unknown, as?: TestCaller) =>
    t.inject({ method: 'PUT', url: '/api/ordering/me/avatar', payload: payload as object }, as);
  const avatarOf = async (id: string) =>
    (await t.db.selectFrom('profiles').select('avatar_url').where('id', '=', id).executeTakeFirstOrThrow())
      .avatar_url;

  it('accepts only the caller’s own file of the avatars bucket, and null to remove it', async () => {
    const person = await insertUser(t.db);
    const url = `/storage/v1/object/public/avatars/${person.id}.webp?v=1732400000000`;
    const saved = await putAvatar({ avatar_url: url }, person);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ avatar_url: url });
    expect(await avatarOf(person.id)).toBe(url);

    const removed = await putAvatar({ avatar_url: null }, person);
    expect(removed.json()).toEqual({ avatar_url: null });
    expect(await avatarOf(person.id)).toBeNull();
  });

  it('refuses anyone else’s file, other buckets and outside URLs with the spec message', async () => {
    const person = await insertUser(t.db);
    const other = await insertUser(t.db);
    const own = `/storage/v1/object/public/avatars/${person.id}.png`;
    await putAvatar({ avatar_url: own }, person);
    for (const avatar_url of [
      `/storage/v1/object/public/avatars/${other.id}.png`,
      `/storage/v1/object/public/menu-items/${person.id}.png`,
      `/storage/v1/object/public/avatars/${person.id}.png/../x.png`,
      `/storage/v1/object/public/avatars/${person.id}.png?x=1`,
      `https://example.com/${person.id}.png`,
      '',
    ]) {
      const response = await putAvatar({ avatar_url }, person);
      expect(response.statusCode, avatar_url).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'invalid_avatar',
        error: 'Bad Request',
        message: 'Por favor selecciona una imagen válida',
      });
    }
    expect((await putAvatar({}, person)).statusCode).toBe(400);
    expect(await avatarOf(person.id)).toBe(own);
    expect(await avatarOf(other.id)).toBeNull();
  });
});

describe('PUT /api/ordering/me/notifications', () => {
  it('stores the toggle for the caller only', async () => {
    const person = await insertUser(t.db);
    const neighbour = await insertUser(t.db);
    const off = await putNotifications({ notifications_enabled: false }, person);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ notifications_enabled: false });
    expect((await getAccount(person)).json().notifications_enabled).toBe(false);
    expect((await getAccount(neighbour)).json().notifications_enabled).toBe(true);

    expect((await putNotifications({ notifications_enabled: true }, person)).json()).toEqual({
      notifications_enabled: true,
    });
    expect((await getAccount(person)).json().notifications_enabled).toBe(true);
  });

  it('refuses a non-boolean with 400 and changes nothing', async () => {
    const person = await insertUser(t.db);
    for (const payload of [{}, { notifications_enabled: 'no' }, { notifications_enabled: null }]) {
      const response = await putNotifications(payload, person);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(VALIDATION);
    }
    expect((await getAccount(person)).json().notifications_enabled).toBe(true);
  });
});

describe('GET /api/ordering/me/activity', () => {
  it('lists only the caller’s orders, reviews and posts, newest first, in pages of 10', async () => {
    const owner = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: owner.id, name: 'Tortas El Güero' });
    const person = await insertUser(t.db);
    const other = await insertUser(t.db);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));

    const orders = [];
    for (let i = 0; i < 5; i++)
      orders.push(await insertOrder(business.id, person.id, 'delivered', at(i * 3)));
    const review = await t.db
      .insertInto('reviews')
      .values({
        business_id: business.id,
        user_id: person.id,
        rating: 5,
        comment: 'Muy ricas',
        created_at: at(1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const posts = [];
    for (let i = 0; i < 6; i++)
      posts.push(
        await insertPost(t.db, {
          businessId: business.id,
          userId: person.id,
          caption: `Post ${i}`,
          createdAt: at(i * 3 + 2),
        }),
      );
    await insertOrder(business.id, other.id, 'delivered', at(30));
    await insertPost(t.db, {
      businessId: business.id,
      userId: other.id,
      caption: 'Ajeno',
      createdAt: at(31),
    });

    const first = await getActivity(person);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(10);
    expect(page1.next_cursor).toEqual(expect.any(String));
    const second = (await getActivity(person, page1.next_cursor)).json();
    expect(second.items).toHaveLength(2);
    expect(second.next_cursor).toBeNull();

    const all = [...page1.items, ...second.items];
    const times = all.map((item: { created_at: string }) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((item: { id: string }) => item.id)).size).toBe(12);
    expect(all.map((item: { id: string }) => item.id).sort()).toEqual(
      [...orders.map((o) => o.id), review.id, ...posts.map((p) => p.id)].sort(),
    );
    expect(all[0]).toEqual({
      type: 'post',
      id: posts[5]!.id,
      created_at: '2026-11-20T12:17:00.000000Z',
      business_id: business.id,
      business_name: 'Tortas El Güero',
      detail: null,
      text: 'Post 5',
    });
    expect(all.find((item: { type: string }) => item.type === 'review')).toMatchObject({
      detail: '5',
      text: 'Muy ricas',
    });
    expect(all.find((item: { type: string }) => item.type === 'order')).toMatchObject({
      detail: 'delivered',
      text: '175.00',
    });

    // Someone else sees only their own.
    const theirs = (await getActivity(other)).json().items;
    expect(theirs.map((item: { type: string }) => item.type).sort()).toEqual(['order', 'post']);
  });

  it('refuses a tampered cursor with 400 and the Spanish message', async () => {
    const person = await insertUser(t.db);
    for (const cursor of [
      'nope!',
      Buffer.from('["2026-02-30T00:00:00.000000Z","00000000-0000-0000-0000-000000000000"]').toString(
        'base64url',
      ),
      Buffer.from('[1,2]').toString('base64url'),
    ]) {
      const response = await getActivity(person, cursor);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'invalid_cursor',
        error: 'Bad Request',
        message: 'No pudimos continuar la lista. Vuelve a cargar tu actividad.',
      });
    }
  });
});

describe('DELETE /api/ordering/me', () => {
  async function personWithData() {
    const owner = await insertUser(t.db);
    const shop = await insertBusiness(t.db, { ownerId: owner.id });
    const person: TestUser = await insertUser(t.db);
    const session = await t.db
      .insertInto('auth.sessions')
      .values({ user_id: person.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await insertPost(t.db, { businessId: shop.id, userId: owner.id, caption: 'Hoy' });
    await t.db
      .insertInto('business_favorites')
      .values({ business_id: shop.id, user_id: person.id })
      .execute();
    await t.db
      .insertInto('business_followers')
      .values({ business_id: shop.id, user_id: person.id })
      .execute();
    await t.db
      .insertInto('post_reactions')
      .values({ post_id: post.id, user_id: person.id, reaction_type: 'like' })
      .execute();
    await t.db
      .insertInto('post_comments')
      .values({ post_id: post.id, user_id: person.id, comment: 'Qué rico' })
      .execute();
    const delivered = await insertOrder(shop.id, person.id, 'delivered');
    const open = await insertOrder(shop.id, person.id, 'preparing');
    return { person, sessionId: session.id, shop, delivered, open };
  }

  const count = async (
    table: 'business_favorites' | 'business_followers' | 'post_reactions' | 'post_comments',
    userId: string,
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses any word but "eliminar" with the Spanish message and deletes nothing', async () => {
    const { person, sessionId } = await personWithData();
    for (const confirmation of ['', 'Eliminar', 'eliminar ', 'ELIMINAR', 'borrar']) {
      const response = await deleteMe({ confirmation }, { ...person, sessionId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'confirmation_required',
        error: 'Bad Request',
        message: 'Por favor escribe "eliminar" para confirmar',
      });
    }
    expect((await deleteMe({}, person)).statusCode).toBe(400);
    expect(await profileOf(person.id)).toBeDefined();
    expect(await count('business_favorites', person.id)).toBe(1);
    expect((await getAccount({ ...person, sessionId })).statusCode).toBe(200);
  });

  it('with "eliminar" removes the account and personal data, keeps anonymised orders and ends the sessions', async () => {
    const { person, sessionId, shop, delivered, open } = await personWithData();
    const response = await deleteMe({ confirmation: 'eliminar' }, { ...person, sessionId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });

    expect(
      await t.db.selectFrom('auth.users').select('id').where('id', '=', person.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await profileOf(person.id)).toBeUndefined();
    expect(
      await t.db.selectFrom('auth.sessions').select('id').where('user_id', '=', person.id).executeTakeFirst(),
    ).toBeUndefined();
    for (const table of [
      'business_favorites',
      'business_followers',
      'post_reactions',
      'post_comments',
    ] as const)
      expect(await count(table, person.id)).toBe(0);

    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'business_id', 'total_amount', 'delivery_address', 'delivery_notes'])
      .where('id', 'in', [delivered.id, open.id])
      .execute();
    const byId = new Map(orders.map((order) => [order.id, order]));
    expect(byId.get(delivered.id)).toMatchObject({
      user_id: null,
      business_id: shop.id,
      total_amount: '175.00',
      delivery_address: 'Dirección eliminada por el cliente',
      delivery_notes: null,
    });
    // An order still on its way keeps the address the business needs to deliver it.
    expect(byId.get(open.id)).toMatchObject({
      user_id: null,
      delivery_address: 'Av. Juárez 12, Centro',
      delivery_notes: null,
    });

    // The session's still-unexpired token no longer works.
    const after = await getAccount({ ...person, sessionId });
    expect(after.statusCode).toBe(401);
  });

  it('also removes the businesses the person owned, and every stored file of the account', async () => {
    const owner = await insertUser(t.db);
    const neighbour = await insertUser(t.db);
    const business = await insertBusiness(t.db, { ownerId: owner.id });
    const other = await insertBusiness(t.db, { ownerId: neighbour.id });
    const storage = createStorage({ storageDir: t.config.storageDir });
    const bytes = Buffer.from('x');
    const mine = [
      ['avatars', `${owner.id}.png`],
      ['driver-ids', `${owner.id}.jpg`],
      ['business-photos', `${business.id}/logo.png`],
      ['business-posts', `${business.id}/post.png`],
      ['business-stories', `${business.id}/story.png`],
      ['menu-items', `${business.id}/torta.png`],
      ['order-help-photos', `${business.id}/report.png`],
      ['business-posts', `users/${owner.id}/typed.png`],
    ] as const;
    const theirs = [
      ['avatars', `${neighbour.id}.png`],
      ['business-photos', `${other.id}/logo.png`],
      ['business-posts', `users/${neighbour.id}/typed.png`],
    ] as const;
    for (const [bucket, key] of [...mine, ...theirs])
      await storage.putObject(bucket, key, bytes, 'image/png');

    expect((await deleteMe({ confirmation: 'eliminar' }, owner)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('businesses').select('id').where('id', '=', business.id).executeTakeFirst(),
    ).toBeUndefined();
    for (const [bucket, key] of mine) expect(await storage.driver.exists(bucket, key), key).toBe(false);
    for (const [bucket, key] of theirs) expect(await storage.driver.exists(bucket, key), key).toBe(true);
  });
});
