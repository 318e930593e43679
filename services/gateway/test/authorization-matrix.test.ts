import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  insertBusiness,
  insertCity,
  insertPost,
  insertStory,
  insertUser,
  type TestDatabase,
} from '@cerca/db-testing';
import { hashInvitationToken } from '@cerca/deliveries';
import { multipart } from '@cerca/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAdmin, makeCityPartner, signIn, signUp } from './accounts';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * Who may call what, for every endpoint that exists, through the composed gateway with real
 * tokens from the auth service. One row per endpoint, one expectation per caller. Every later
 * issue adds the rows of its endpoints. An expectation is a status, or 'passes' for "the caller
 * gets through the checks" (neither 401 nor 403, and no 5xx: the body may still be refused).
 */
const CALLERS = [
  'visitor',
  'user',
  'otherOwner',
  'owner',
  'driver',
  'otherPartner',
  'partner',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];
type Expectation = number | 'passes';
type Row = [
  Expectation,
  Expectation,
  Expectation,
  Expectation,
  Expectation,
  Expectation,
  Expectation,
  Expectation,
];

interface Fixture {
  cityId: string;
  otherCityId: string;
  businessId: string;
  /** An approved post of the owner's business. */
  postId: string;
  driverId: string;
}

interface Endpoint {
  name: string;
  request: (f: Fixture) => Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: string | Buffer | object;
    headers?: Record<string, string>;
  }>;
  //        visitor user   otherOwner owner driver otherPartner partner admin
  expect: Row;
}

/** The URL with :city, :business and :post replaced by the fixture's ids. */
const fill = (url: string, f: Fixture) =>
  url.replace(':city', f.cityId).replace(':business', f.businessId).replace(':post', f.postId);

const PNG = readFileSync(path.join(import.meta.dirname, '../../../shared/storage/test/fixtures/photo.png'));
const photoUpload = async () => multipart({}, [{ name: 'foto.png', content: PNG, type: 'image/png' }]);
const P = 'passes';

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/discovery/countries',
    request: async () => ({ method: 'GET', url: '/api/discovery/countries' }),
    expect: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET /api/discovery/businesses/:id',
    request: async (f) => ({ method: 'GET', url: `/api/discovery/businesses/${f.businessId}` }),
    expect: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'POST /api/discovery/businesses',
    request: async () => ({ method: 'POST', url: '/api/discovery/businesses', ...(await multipart({}, [])) }),
    expect: [401, P, P, P, P, P, P, P],
  },
  ...(
    [
      ['GET', '/api/discovery/feed?city_id=:city'],
      ['GET', '/api/discovery/stories?city_id=:city'],
      ['GET', '/api/discovery/posts/:post'],
      ['GET', '/api/discovery/businesses/:business/posts'],
      ['GET', '/api/discovery/posts/:post/comments'],
      ['GET', '/api/discovery/businesses?city_id=:city'],
      ['GET', '/api/discovery/events/upcoming?city_id=:city'],
      ['GET', '/api/discovery/businesses/:business/page'],
      ['GET', '/api/discovery/businesses/:business/promotions'],
      ['GET', '/api/discovery/businesses/:business/highlights'],
      ['GET', '/api/discovery/businesses/:business/reviews'],
      ['GET', '/api/ordering/businesses/:business/menu'],
    ] as const
  ).map(
    ([method, url]): Endpoint => ({
      name: `${method} ${url}`,
      request: async (f) => ({ method, url: fill(url, f) }),
      expect: [200, 200, 200, 200, 200, 200, 200, 200],
    }),
  ),
  ...(
    [
      ['PUT', '/api/discovery/posts/:post/reaction', { reaction_type: 'like' }, 200],
      ['DELETE', '/api/discovery/posts/:post/reaction', undefined, 200],
      ['POST', '/api/discovery/posts/:post/comments', { comment: 'Hola' }, 201],
      ['GET', '/api/discovery/users?q=a', undefined, 200],
      ['PUT', '/api/discovery/businesses/:business/follow', undefined, 200],
      ['DELETE', '/api/discovery/businesses/:business/follow', undefined, 200],
      ['PUT', '/api/discovery/businesses/:business/favorite', undefined, 200],
      ['DELETE', '/api/discovery/businesses/:business/favorite', undefined, 200],
    ] as const
  ).map(
    ([method, url, payload, status]): Endpoint => ({
      name: `${method} ${url}`,
      request: async (f) => ({ method, url: fill(url, f), ...(payload ? { payload } : {}) }),
      expect: [401, status, status, status, status, status, status, status],
    }),
  ),
  {
    // Everyone signed in may review, except the business's own owner.
    name: 'PUT /api/discovery/businesses/:business/review',
    request: async (f) => ({
      method: 'PUT',
      url: `/api/discovery/businesses/${f.businessId}/review`,
      payload: { rating: 5 },
    }),
    expect: [401, 200, 200, 403, 200, 200, 200, 200],
  },
  {
    name: 'GET /api/discovery/me/businesses',
    request: async () => ({ method: 'GET', url: '/api/discovery/me/businesses' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  // Publishing in the owner's business: its owner, its city's partner and admins.
  ...(
    [
      ['POST', '/api/discovery/businesses/:business/stories', 'file', 201],
      ['POST', '/api/discovery/businesses/:business/posts', 'files', 201],
    ] as const
  ).map(
    ([method, url, field, status]): Endpoint => ({
      name: `${method} ${url}`,
      request: async (f) => ({
        method,
        url: fill(url, f),
        ...(await multipart({ caption: 'Pan recién horneado' }, [
          { field, name: 'foto.png', content: PNG, type: 'image/png' },
        ])),
      }),
      expect: [401, 403, 403, status, 403, 403, status, status],
    }),
  ),
  // Issue 22: a signed PUT for a video that goes straight to storage, for whoever may publish.
  {
    name: 'POST /api/discovery/businesses/:business/video-uploads',
    request: async (f) => ({
      method: 'POST',
      url: `/api/discovery/businesses/${f.businessId}/video-uploads`,
      payload: { purpose: 'story', content_type: 'video/mp4', size: 1024 },
    }),
    expect: [401, 403, 403, 201, 403, 403, 201, 201],
  },
  {
    name: 'POST /api/discovery/video-uploads',
    request: async () => ({
      method: 'POST',
      url: '/api/discovery/video-uploads',
      payload: { purpose: 'post', content_type: 'video/mp4', size: 1024 },
    }),
    expect: [401, 201, 201, 201, 201, 201, 201, 201],
  },
  // Publishing under a typed business name (spec 01 §6): anyone signed in.
  ...(
    [
      ['POST', '/api/discovery/stories', 'file'],
      ['POST', '/api/discovery/posts', 'files'],
    ] as const
  ).map(
    ([method, url, field]): Endpoint => ({
      name: `${method} ${url}`,
      request: async (f) => ({
        method,
        url,
        ...(await multipart(
          { business_name: 'Tacos Ana', city_id: f.cityId, caption: 'Pan recién horneado' },
          [{ field, name: 'foto.png', content: PNG, type: 'image/png' }],
        )),
      }),
      expect: [401, 201, 201, 201, 201, 201, 201, 201],
    }),
  ),
  {
    name: 'POST /api/discovery/businesses/:business/events',
    request: async (f) => ({
      method: 'POST',
      url: `/api/discovery/businesses/${f.businessId}/events`,
      ...(await multipart({ description: 'Noche de jazz', event_date: '2099-01-01' }, [
        { field: 'file', name: 'cartel.png', content: PNG, type: 'image/png' },
      ])),
    }),
    expect: [401, 403, 403, 201, 403, 403, 201, 201],
  },
  {
    name: 'POST /api/discovery/businesses/:business/promotions',
    request: async (f) => ({
      method: 'POST',
      url: `/api/discovery/businesses/${f.businessId}/promotions`,
      payload: { message: '2x1 en conchas' },
    }),
    expect: [401, 403, 403, 201, 403, 403, 201, 201],
  },
  // The edit page: the owner, its city's partner and admins.
  {
    name: 'PATCH /api/discovery/businesses/:business',
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/discovery/businesses/${f.businessId}`,
      payload: { description: 'Pan recién horneado todos los días' },
    }),
    expect: [401, 403, 403, 200, 403, 403, 200, 200],
  },
  {
    name: 'POST /api/discovery/businesses/:business/photos',
    request: async (f) => ({
      method: 'POST',
      url: `/api/discovery/businesses/${f.businessId}/photos`,
      ...(await multipart({}, [{ field: 'photos', name: 'foto.png', content: PNG, type: 'image/png' }])),
    }),
    expect: [401, 403, 403, 201, 403, 403, 201, 201],
  },
  {
    // A photo that is not there: the callers let through get 404.
    name: 'DELETE /api/discovery/businesses/:business/photos/:photo',
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/discovery/businesses/${f.businessId}/photos/00000000-0000-4000-8000-000000000000`,
    }),
    expect: [401, 403, 403, P, 403, 403, P, P],
  },
  {
    name: 'GET /api/discovery/businesses/:business/plan',
    request: async (f) => ({ method: 'GET', url: `/api/discovery/businesses/${f.businessId}/plan` }),
    expect: [401, 403, 403, 200, 403, 403, 200, 200],
  },
  {
    name: 'GET /api/discovery/businesses/:business/stories',
    request: async (f) => ({
      method: 'GET',
      url: `/api/discovery/businesses/${f.businessId}/stories`,
    }),
    expect: [401, 403, 403, 200, 403, 403, 200, 200],
  },
  {
    name: 'POST /api/discovery/businesses/:business/highlights',
    request: async (f) => ({
      method: 'POST',
      url: `/api/discovery/businesses/${f.businessId}/highlights`,
      ...(await multipart({ name: 'Favoritas' }, [
        { field: 'cover', name: 'portada.png', content: PNG, type: 'image/png' },
      ])),
    }),
    expect: [401, 403, 403, 201, 403, 403, 201, 201],
  },
  {
    // A collection that is not there: the callers let through get 404.
    name: 'PATCH /api/discovery/businesses/:business/highlights/:highlight',
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/discovery/businesses/${f.businessId}/highlights/00000000-0000-4000-8000-000000000000`,
      payload: { name: 'Favoritas' },
    }),
    expect: [401, 403, 403, P, 403, 403, P, P],
  },
  {
    name: 'DELETE /api/discovery/businesses/:business/highlights/:highlight',
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/discovery/businesses/${f.businessId}/highlights/00000000-0000-4000-8000-000000000000`,
    }),
    expect: [401, 403, 403, P, 403, 403, P, P],
  },
  {
    name: 'GET /api/ordering/me',
    request: async () => ({ method: 'GET', url: '/api/ordering/me' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET /api/driver/me',
    request: async () => ({ method: 'GET', url: '/api/driver/me' }),
    expect: [401, 404, 404, 404, 200, 404, 404, 404],
  },
  // Delivery (issue 11): the driver service. Registration passes the checks for every signed-in
  // person (no file: 400 for people without a record; another zone: 409 for the driver).
  {
    name: 'POST /api/driver/registration',
    request: async (f) => ({
      method: 'POST',
      url: '/api/driver/registration',
      ...(await multipart({ zone_id: f.otherCityId, phone: '3312345678' })),
    }),
    expect: [401, P, P, P, P, P, P, P],
  },
  {
    name: 'GET /api/driver/drivers/:driver/identification',
    request: async (f) => ({ method: 'GET', url: `/api/driver/drivers/${f.driverId}/identification` }),
    expect: [401, 403, 403, 403, 200, 403, 200, 200],
  },
  {
    name: 'PUT /api/driver/me/availability',
    request: async () => ({
      method: 'PUT',
      url: '/api/driver/me/availability',
      payload: { is_available: false },
    }),
    expect: [401, 404, 404, 404, 200, 404, 404, 404],
  },
  ...(['/me/available-orders', '/me/deliveries'] as const).map(
    (path): Endpoint => ({
      name: `GET /api/driver${path}`,
      request: async () => ({ method: 'GET', url: `/api/driver${path}` }),
      expect: [401, 404, 404, 404, 200, 404, 404, 404],
    }),
  ),
  {
    // The matrix driver is not available: past the checks, the order is not theirs to take (409).
    name: 'POST /api/driver/orders/:order/accept',
    request: async (f) => ({
      method: 'POST',
      url: `/api/driver/orders/${await matrixOrder(f, 'looking_for_driver')}/accept`,
    }),
    expect: [401, 404, 404, 404, 409, 404, 404, 404],
  },
  {
    // Each call gets a fresh delivery of the matrix driver: only that driver moves it.
    name: 'POST /api/driver/deliveries/:delivery/status',
    request: async (f) => ({
      method: 'POST',
      url: `/api/driver/deliveries/${await matrixDelivery(f)}/status`,
      payload: { status: 'picked_up' },
    }),
    expect: [401, 403, 403, 403, 200, 403, 403, 403],
  },
  // Hardening (issue 21): driver views. Only drivers read the zone's offered orders and their own
  // deliveries, before and after a driver accepts; the bodies (offered orders carry no customer,
  // the assigned driver's deliveries do) and the realtime zone membership after a status change
  // are checked in authorization-realtime-zone.test.ts, with real sockets.
  {
    name: 'GET /api/driver/me/available-orders (an order waiting, before acceptance)',
    request: async (f) => {
      await matrixOrder(f, 'looking_for_driver');
      return { method: 'GET', url: '/api/driver/me/available-orders' };
    },
    expect: [401, 404, 404, 404, 200, 404, 404, 404],
  },
  {
    name: 'GET /api/driver/me/deliveries (an order accepted by the driver)',
    request: async (f) => {
      await matrixDelivery(f);
      return { method: 'GET', url: '/api/driver/me/deliveries?filter=active' };
    },
    expect: [401, 404, 404, 404, 200, 404, 404, 404],
  },
  {
    name: 'GET /api/partner/cities/:cityId/access',
    request: async (f) => ({ method: 'GET', url: `/api/partner/cities/${f.cityId}/access` }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  // The city dashboard: admins and this city's partner.
  ...['summary', 'businesses?q=caf', 'analytics', 'events'].map(
    (path): Endpoint => ({
      name: `GET /api/partner/cities/:cityId/${path.split('?')[0]}`,
      request: async (f) => ({ method: 'GET', url: `/api/partner/cities/${f.cityId}/${path}` }),
      expect: [401, 403, 403, 403, 403, 403, 200, 200],
    }),
  ),
  {
    // A fresh business of the city per caller: the ones allowed delete it.
    name: 'DELETE /api/partner/cities/:cityId/businesses/:businessId',
    request: async (f) => {
      const { owner_id } = await database.db
        .selectFrom('businesses')
        .select('owner_id')
        .where('id', '=', f.businessId)
        .executeTakeFirstOrThrow();
      const business = await insertBusiness(database.db, { ownerId: owner_id, cityId: f.cityId });
      return { method: 'DELETE', url: `/api/partner/cities/${f.cityId}/businesses/${business.id}` };
    },
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  // City content management: admins and this city's partner.
  {
    name: 'GET /api/partner/cities/:cityId/content',
    request: async (f) => ({ method: 'GET', url: `/api/partner/cities/${f.cityId}/content?type=all&q=pan` }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  {
    // A fresh post of the owner's business per caller: the ones allowed delete it.
    name: 'DELETE /api/partner/cities/:cityId/content/:type/:id',
    request: async (f) => {
      const { owner_id } = await database.db
        .selectFrom('businesses')
        .select('owner_id')
        .where('id', '=', f.businessId)
        .executeTakeFirstOrThrow();
      const post = await insertPost(database.db, { businessId: f.businessId, userId: owner_id });
      return { method: 'DELETE', url: `/api/partner/cities/${f.cityId}/content/post/${post.id}` };
    },
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  // City drivers: admins and this city's partner; changes act on a fresh driver per caller.
  {
    name: 'GET /api/partner/cities/:cityId/drivers',
    request: async (f) => ({ method: 'GET', url: `/api/partner/cities/${f.cityId}/drivers?q=33&status=all` }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  {
    name: 'POST /api/partner/cities/:cityId/drivers',
    request: async (f) => {
      const person = await insertUser(database.db);
      return {
        method: 'POST',
        url: `/api/partner/cities/${f.cityId}/drivers`,
        ...(await multipart({ email: person.email, full_name: 'Repartidor Matriz', phone: '3312345678' }, [
          { field: 'identification', name: 'ine.png', content: PNG, type: 'image/png' },
        ])),
      };
    },
    // Issue 21: an invitation (202) for whoever the address belongs to.
    expect: [401, 403, 403, 403, 403, 403, 202, 202],
  },
  {
    name: 'GET /api/partner/cities/:cityId/drivers/:driverId/identification',
    request: async (f) => ({
      method: 'GET',
      url: `/api/partner/cities/${f.cityId}/drivers/${f.driverId}/identification`,
    }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  {
    name: 'PATCH /api/partner/cities/:cityId/drivers/:driverId',
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/partner/cities/${f.cityId}/drivers/${await matrixCityDriver(f)}`,
      payload: { status: 'suspended' },
    }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  {
    name: 'DELETE /api/partner/cities/:cityId/drivers/:driverId',
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/partner/cities/${f.cityId}/drivers/${await matrixCityDriver(f)}`,
    }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  // The become-partner wizard: anyone signed in, past the checks (unknown ids: nothing is created).
  {
    name: 'POST /api/partner/cities',
    request: async () => ({
      method: 'POST',
      url: '/api/partner/cities',
      payload: { country_id: '00000000-0000-4000-8000-000000000000', name: 'Matriz Nueva', state: 'Matriz' },
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    // Admins already run every city: their application is refused (409), never a demotion.
    name: 'POST /api/partner/applications',
    request: async () => ({
      method: 'POST',
      url: '/api/partner/applications',
      payload: {
        country_id: '00000000-0000-4000-8000-000000000000',
        city_id: '00000000-0000-4000-8000-000000000000',
        whatsapp: '3312345678',
        email: 'matriz@example.com',
      },
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 409],
  },
  // Hardening (issue 21): partner applications. Applying for a city with businesses grants no one
  // anything: for one without a partner a plain account's application waits for an admin
  // ('pending'); for the fixture city (it has its partner) it is waitlisted; partners of a city
  // are waitlisted for any other and admins are refused. The 'partner applications' describe
  // below checks each answer and that no role changed.
  ...(
    [
      ['fixture city, with its partner and businesses', (f: Fixture) => Promise.resolve(f.cityId)],
      ['city with businesses and no partner', matrixFreeCity],
    ] as const
  ).map(
    ([what, cityOf]): Endpoint => ({
      name: `POST /api/partner/applications (${what})`,
      request: async (f) => ({
        method: 'POST',
        url: '/api/partner/applications',
        payload: await matrixApplicationBody(await cityOf(f)),
      }),
      expect: [401, 201, 201, 201, 201, 201, 201, 409],
    }),
  ),
  {
    name: 'GET /api/partner/applications/mine',
    request: async () => ({ method: 'GET', url: '/api/partner/applications/mine' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET /api/admin/cities',
    request: async () => ({ method: 'GET', url: '/api/admin/cities' }),
    expect: [401, 403, 403, 403, 403, 403, 403, 200],
  },
  {
    name: 'GET /api/jobs/queues',
    request: async () => ({ method: 'GET', url: '/api/jobs/queues' }),
    expect: [401, 403, 403, 403, 403, 403, 403, 200],
  },
  // Notifications (issue 11): the dead-letter view, admins only (no such job: 404 past the checks).
  {
    name: 'GET /api/admin/jobs/failed',
    request: async () => ({ method: 'GET', url: '/api/admin/jobs/failed' }),
    expect: [401, 403, 403, 403, 403, 403, 403, 200],
  },
  {
    name: 'POST /api/admin/jobs/:queue/:id/retry',
    request: async () => ({ method: 'POST', url: '/api/admin/jobs/notifications/matrix-no-such-job/retry' }),
    expect: [401, 403, 403, 403, 403, 403, 403, P],
  },
  // Issue 13, /admin: admins only. Rows that change something make a fresh target per caller.
  ...(
    [
      ['GET', '/api/admin/partners'],
      ['GET', '/api/admin/applications'],
      ['GET', '/api/admin/settings'],
      ['GET', '/api/admin/jobs/queues'],
      ['GET', '/api/admin/audit'],
    ] as const
  ).map(
    ([method, url]): Endpoint => ({
      name: `${method} ${url}`,
      request: async () => ({ method, url }),
      expect: [401, 403, 403, 403, 403, 403, 403, 200],
    }),
  ),
  {
    name: 'GET /api/admin/audit?city=:city',
    request: async (f) => ({ method: 'GET', url: `/api/admin/audit?city=${f.cityId}` }),
    expect: [401, 403, 403, 403, 403, 403, 403, 200],
  },
  {
    name: 'POST /api/admin/partners',
    request: async () => {
      const city = await matrixCity();
      const user = await insertUser(database.db);
      return { method: 'POST', url: '/api/admin/partners', payload: { email: user.email, city_id: city.id } };
    },
    expect: [401, 403, 403, 403, 403, 403, 403, 201],
  },
  {
    name: 'DELETE /api/admin/partners/:id',
    request: async () => {
      const city = await matrixCity();
      const partner = await insertUser(database.db, { role: 'city_partner', managedCityId: city.id });
      return { method: 'DELETE', url: `/api/admin/partners/${partner.id}` };
    },
    expect: [401, 403, 403, 403, 403, 403, 403, 200],
  },
  ...(['approve', 'reject'] as const).map(
    (decision): Endpoint => ({
      name: `POST /api/admin/applications/:id/${decision}`,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/applications/${await matrixApplication()}/${decision}`,
      }),
      expect: [401, 403, 403, 403, 403, 403, 403, 200],
    }),
  ),
  {
    name: 'PUT /api/admin/settings',
    request: async () => ({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { email_notifications: true, manual_business_approval: false, maintenance_mode: false },
    }),
    expect: [401, 403, 403, 403, 403, 403, 403, 200],
  },
  {
    name: 'DELETE /api/admin/jobs/:queue/:id',
    request: async () => ({ method: 'DELETE', url: '/api/admin/jobs/notifications/matrix-no-such-job' }),
    expect: [401, 403, 403, 403, 403, 403, 403, P],
  },
  {
    name: 'PUT /storage/v1/object/business-photos/<business>/…',
    request: async (f) => ({
      method: 'PUT',
      url: `/storage/v1/object/business-photos/${f.businessId}/matriz.png`,
      ...(await photoUpload()),
    }),
    expect: [401, 403, 403, 200, 403, 403, 403, 200],
  },
  {
    name: 'DELETE /storage/v1/object/business-photos/<business>/…',
    request: async (f) => ({
      method: 'DELETE',
      url: `/storage/v1/object/business-photos/${f.businessId}/matriz.png`,
    }),
    expect: [401, 403, 403, 200, 403, 403, 403, 200],
  },
  {
    // The signed URL is the permission (Storage.createUploadUrl): a bearer token opens nothing.
    name: 'PUT /storage/v1/object/upload/sign/business-posts/<business>/… without a valid token',
    request: async (f) => ({
      method: 'PUT',
      url: `/storage/v1/object/upload/sign/business-posts/${f.businessId}/video.mp4?token=forged`,
      payload: Buffer.from('not a signed upload'),
      headers: { 'content-type': 'video/mp4' },
    }),
    expect: [403, 403, 403, 403, 403, 403, 403, 403],
  },
  {
    name: 'POST /storage/v1/object/sign/driver-ids/<driver>.png',
    request: async (f) => ({
      method: 'POST',
      url: `/storage/v1/object/sign/driver-ids/${f.driverId}.png`,
      payload: { expiresIn: 60 },
    }),
    expect: [401, 403, 403, 403, 200, 403, 200, 200],
  },
  {
    name: 'GET /auth/v1/user',
    request: async () => ({ method: 'GET', url: '/auth/v1/user' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET /auth/v1/reauthenticate',
    request: async () => ({ method: 'GET', url: '/auth/v1/reauthenticate' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET /auth/v1/admin/users',
    request: async () => ({ method: 'GET', url: '/auth/v1/admin/users' }),
    expect: [401, 403, 403, 403, 403, 403, 403, 200],
  },
  // City life (issue 9): favourites and Avisos
  ...(['/api/discovery/me/favorites', '/api/discovery/me/announcements'] as const).map(
    (url): Endpoint => ({
      name: `GET ${url}`,
      request: async () => ({ method: 'GET', url }),
      expect: [401, 200, 200, 200, 200, 200, 200, 200],
    }),
  ),
  // City life (issue 9): public profiles
  ...(['/api/discovery/people/:person', '/api/discovery/people/:person/posts'] as const).map(
    (url): Endpoint => ({
      name: `GET ${url}`,
      // The person is the owner of the fixture's business (who wrote its post).
      request: async (f) => {
        const { owner_id } = await database.db
          .selectFrom('businesses')
          .select('owner_id')
          .where('id', '=', f.businessId)
          .executeTakeFirstOrThrow();
        return { method: 'GET', url: url.replace(':person', owner_id) };
      },
      expect: [200, 200, 200, 200, 200, 200, 200, 200],
    }),
  ),
  {
    // Each caller changes only their own setting.
    name: 'PUT /api/ordering/me/settings',
    request: async () => ({
      method: 'PUT',
      url: '/api/ordering/me/settings',
      payload: { show_email: false },
    }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  // City life (issue 9): events and weekend routes
  ...(['/api/discovery/events?city_id=:city', '/api/discovery/weekend-routes?city_id=:city'] as const).map(
    (url): Endpoint => ({
      name: `GET ${url}`,
      request: async (f) => ({ method: 'GET', url: fill(url, f) }),
      expect: [200, 200, 200, 200, 200, 200, 200, 200],
    }),
  ),
  {
    // Anyone signed in (spec 02 §6); the fixture city has two businesses, so the body is refused (400).
    name: 'POST /api/discovery/weekend-routes',
    request: async (f) => ({
      method: 'POST',
      url: '/api/discovery/weekend-routes',
      ...(await multipart({ city_id: f.cityId, business_ids: f.businessId, title: 'Ruta', color: 'red' })),
    }),
    expect: [401, P, P, P, P, P, P, P],
  },
  // City life (issue 9): the world map
  {
    name: 'GET /api/discovery/world',
    request: async () => ({ method: 'GET', url: '/api/discovery/world' }),
    expect: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  // Commerce (issue 10): menu and services manager
  ...(
    [
      ['GET', '/manage', undefined],
      ['POST', '/categories', { name: 'Tortas' }],
      ['PATCH', '/categories/0f8fad5b-d9cb-469f-a165-70867728950e', { name: 'Tortas' }],
      ['PUT', '/category-order', { category_ids: [] }],
      ['DELETE', '/categories/0f8fad5b-d9cb-469f-a165-70867728950e', undefined],
      ['POST', '/items', { category_id: '', name: 'Torta', price: '85' }],
      ['PUT', '/items/0f8fad5b-d9cb-469f-a165-70867728950e', { category_id: '', name: 'Torta', price: '85' }],
      ['PUT', '/items/0f8fad5b-d9cb-469f-a165-70867728950e/active', { active: false }],
      ['DELETE', '/items/0f8fad5b-d9cb-469f-a165-70867728950e', undefined],
    ] as const
  ).map(
    ([method, path, payload]): Endpoint => ({
      name: `${method} /api/ordering/businesses/:business/menu${path}`,
      request: async (f) => ({
        method,
        url: fill(`/api/ordering/businesses/:business/menu${path}`, f),
        ...(payload ? { payload } : {}),
      }),
      // The owner and admins manage the menu (spec 02 §6); city partners do not.
      expect: [401, 403, 403, P, 403, 403, 403, P],
    }),
  ),
  {
    name: 'PUT /api/ordering/businesses/:business/delivery-fee',
    request: async (f) => ({
      method: 'PUT',
      url: fill('/api/ordering/businesses/:business/delivery-fee', f),
      payload: { delivery_fee: '0' },
    }),
    expect: [401, 403, 403, P, 403, 403, 403, P],
  },
  // Commerce (issue 10): subscriptions and payments
  // Each person reads and cancels only their own subscriptions; a business plan is bought by its
  // owner only (admins included: nobody subscribes someone else's business). The webhook is
  // public and refuses anything not signed by the provider.
  {
    name: 'GET /api/ordering/subscriptions',
    request: async () => ({ method: 'GET', url: '/api/ordering/subscriptions' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'POST /api/ordering/subscriptions/checkout',
    request: async (f) => ({
      method: 'POST',
      url: '/api/ordering/subscriptions/checkout',
      payload: { plan_key: 'business_standard', business_id: f.businessId },
    }),
    expect: [401, 404, 404, 200, 404, 404, 404, 404],
  },
  {
    // Pending until a checkout.session.completed records the session; then only its buyer reads it.
    name: 'GET /api/ordering/subscriptions/checkout/:session_id',
    request: async () => ({ method: 'GET', url: '/api/ordering/subscriptions/checkout/cs_local_unknown' }),
    expect: [401, 202, 202, 202, 202, 202, 202, 202],
  },
  {
    name: 'POST /api/ordering/subscriptions/:id/cancel',
    request: async () => ({
      method: 'POST',
      url: '/api/ordering/subscriptions/0f8fad5b-d9cb-469f-a165-70867728950e/cancel',
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'POST /api/ordering/payments/webhook',
    request: async () => ({
      method: 'POST',
      url: '/api/ordering/payments/webhook',
      payload: { id: 'evt_1', type: 'customer.subscription.created', created: 1 },
      headers: { 'cerca-signature': 't=1,v1=00' },
    }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  {
    name: 'GET /api/ordering/payments/local/checkouts/:id',
    request: async () => ({ method: 'GET', url: '/api/ordering/payments/local/checkouts/cs_local_unknown' }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'POST /api/ordering/payments/local/checkouts/:id/pay',
    request: async () => ({
      method: 'POST',
      url: '/api/ordering/payments/local/checkouts/cs_local_unknown/pay',
      payload: { card_number: '4242 4242 4242 4242' },
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    // Only the jobs service's clock, which holds LOCAL_PAYMENTS_WEBHOOK_SECRET; no token opens it.
    name: 'POST /api/ordering/payments/local/period-ends',
    request: async () => ({
      method: 'POST',
      url: '/api/ordering/payments/local/period-ends',
      headers: { 'cerca-signature': 't=1,v1=00' },
    }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  {
    // The order payments sweep (issue 25): only the jobs service's clock, holding the provider's
    // webhook secret; no token opens it.
    name: 'POST /api/ordering/payments/orders/sweep',
    request: async () => ({
      method: 'POST',
      url: '/api/ordering/payments/orders/sweep',
      headers: { 'cerca-signature': 't=1,v1=00' },
    }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  // Hardening (issue 21): webhooks. LOCAL_PAYMENTS_WEBHOOK_SECRET used to fall back to a constant
  // written in the code: events and clock ticks signed with it now fail for every caller.
  ...(['customer.subscription.created', 'customer.subscription.deleted'] as const).map(
    (type): Endpoint => ({
      name: `POST /api/ordering/payments/webhook (${type} signed with the former default secret)`,
      request: async (f) => {
        const body = await formerDefaultEvent(type, f);
        return {
          method: 'POST',
          url: '/api/ordering/payments/webhook',
          payload: body,
          headers: { 'content-type': 'application/json', 'cerca-signature': formerDefaultSignature(body) },
        };
      },
      expect: [400, 400, 400, 400, 400, 400, 400, 400],
    }),
  ),
  {
    name: 'POST /api/ordering/payments/local/period-ends (signed with the former default secret)',
    request: async () => ({
      method: 'POST',
      url: '/api/ordering/payments/local/period-ends',
      headers: { 'cerca-signature': formerDefaultSignature('') },
    }),
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
  },
  // Hardening (issue 21): add-driver. Adding a driver by e-mail only invites the person: a partner
  // invites the city's people (202 whoever the address is); the invited person answers, signed in
  // with that address. An invitation addressed to someone else is 404 for everybody else, even
  // with its mail's secret, admins included.
  {
    name: 'POST /api/partner/cities/:city/drivers (a driver’s own e-mail)',
    request: async (f) => {
      const driver = await database.db
        .selectFrom('profiles')
        .select('email')
        .where('id', '=', f.driverId)
        .executeTakeFirstOrThrow();
      return {
        method: 'POST',
        url: `/api/partner/cities/${f.cityId}/drivers`,
        ...(await multipart({ email: driver.email!, full_name: 'Texto Libre', phone: '5550000000' }, [
          { field: 'identification', name: 'ine.png', content: PNG, type: 'image/png' },
        ])),
      };
    },
    expect: [401, 403, 403, 403, 403, 403, P, P],
  },
  {
    name: 'GET /api/partner/cities/:city/driver-invitations',
    request: async (f) => ({ method: 'GET', url: `/api/partner/cities/${f.cityId}/driver-invitations` }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  {
    name: 'DELETE /api/partner/cities/:city/driver-invitations/:invitation',
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/partner/cities/${f.cityId}/driver-invitations/${(await matrixInvitation(f)).id}`,
    }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  {
    name: 'GET /api/driver/invitations',
    request: async () => ({ method: 'GET', url: '/api/driver/invitations' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  ...(['accept', 'decline'] as const).map(
    (answer): Endpoint => ({
      name: `POST /api/driver/invitations/:invitation/${answer} (addressed to someone else)`,
      request: async (f) => {
        const invitation = await matrixInvitation(f);
        return {
          method: 'POST',
          url: `/api/driver/invitations/${invitation.id}/${answer}`,
          headers: { 'x-invitation-token': invitation.token },
        };
      },
      expect: [401, 404, 404, 404, 404, 404, 404, 404],
    }),
  ),
  // Commerce (issue 10): profile and settings
  // Each caller reads and changes only their own account; the bodies below change nothing.
  {
    name: 'GET /api/ordering/me/account',
    request: async () => ({ method: 'GET', url: '/api/ordering/me/account' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    // A phone that is not one: refused (400) after the checks.
    name: 'PATCH /api/ordering/me/account',
    request: async () => ({
      method: 'PATCH',
      url: '/api/ordering/me/account',
      payload: { username: 'matrix.user', phone: '12' },
    }),
    expect: [401, P, P, P, P, P, P, P],
  },
  {
    // Removing one's own picture (there is none): each caller changes only their own profile.
    name: 'PUT /api/ordering/me/avatar',
    request: async () => ({ method: 'PUT', url: '/api/ordering/me/avatar', payload: { avatar_url: null } }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'PUT /api/ordering/me/notifications',
    request: async () => ({
      method: 'PUT',
      url: '/api/ordering/me/notifications',
      payload: { notifications_enabled: true },
    }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET /api/ordering/me/activity',
    request: async () => ({ method: 'GET', url: '/api/ordering/me/activity' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    // Not the word "eliminar": refused (400) after the checks, so the callers stay for later rows.
    name: 'DELETE /api/ordering/me',
    request: async () => ({ method: 'DELETE', url: '/api/ordering/me', payload: { confirmation: 'borrar' } }),
    expect: [401, P, P, P, P, P, P, P],
  },
  // Commerce (issue 10): cart and orders
  // Any signed-in person may price a cart and order (an empty cart is refused, 400, after the
  // checks, so nothing is stored); each reads only their own orders.
  {
    name: 'POST /api/ordering/orders/quote',
    request: async (f) => ({
      method: 'POST',
      url: '/api/ordering/orders/quote',
      payload: { business_id: f.businessId, items: [] },
    }),
    expect: [401, P, P, P, P, P, P, P],
  },
  {
    name: 'POST /api/ordering/orders',
    request: async (f) => ({
      method: 'POST',
      url: '/api/ordering/orders',
      payload: {
        idempotency_key: '0f8fad5b-d9cb-469f-a165-70867728950e',
        business_id: f.businessId,
        items: [],
        address: { street: 'Calle Matriz', number: '1', neighborhood: 'Centro', postal_code: '68000' },
        contact_phone: '3312345678',
      },
    }),
    expect: [401, P, P, P, P, P, P, P],
  },
  {
    name: 'GET /api/ordering/me/orders',
    request: async () => ({ method: 'GET', url: '/api/ordering/me/orders' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  // Notifications (issue 11): the bell, anyone signed in (their own rows only).
  {
    name: 'GET /api/ordering/notifications',
    request: async () => ({ method: 'GET', url: '/api/ordering/notifications' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'POST /api/ordering/notifications/read',
    request: async () => ({
      method: 'POST',
      url: '/api/ordering/notifications/read',
      payload: { all: true },
    }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  // Messages (issue 12): anyone signed in, only their own threads. Every matrix account is a
  // personal one, so writing to the driver is the personal-to-personal refusal (403), and the
  // driver's own thread with themself is refused (400).
  {
    name: 'GET /api/ordering/conversations',
    request: async () => ({ method: 'GET', url: '/api/ordering/conversations' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET /api/ordering/conversations/:userId/messages',
    request: async (f) => ({ method: 'GET', url: `/api/ordering/conversations/${f.driverId}/messages` }),
    expect: [401, 200, 200, 200, 400, 200, 200, 200],
  },
  {
    name: 'POST /api/ordering/conversations/:userId/messages',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/conversations/${f.driverId}/messages`,
      payload: { content: 'Hola' },
    }),
    expect: [401, 403, 403, 403, 400, 403, 403, 403],
  },
  {
    name: 'POST /api/ordering/conversations/:userId/read',
    request: async (f) => ({ method: 'POST', url: `/api/ordering/conversations/${f.driverId}/read` }),
    expect: [401, 200, 200, 200, 400, 200, 200, 200],
  },
  // Commerce (issue 10): orders panel
  // Only the business's owner reads its orders, summary and city drivers and moves its orders
  // (admins and city partners too get 403: the panel carries customers' phones and addresses).
  // Each call gets a fresh order, so the owner's 200 is a real step and assignment.
  ...(['/orders', '/orders/summary', '/drivers'] as const).map(
    (path): Endpoint => ({
      name: `GET /api/ordering/businesses/:business${path}`,
      request: async (f) => ({ method: 'GET', url: fill(`/api/ordering/businesses/:business${path}`, f) }),
      expect: [401, 403, 403, 200, 403, 403, 403, 403],
    }),
  ),
  {
    name: 'POST /api/ordering/orders/:order/status',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/orders/${await matrixOrder(f, 'pending')}/status`,
      payload: { status: 'preparing' },
    }),
    expect: [401, 403, 403, 200, 403, 403, 403, 403],
  },
  {
    name: 'POST /api/ordering/orders/:order/assign-driver',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/orders/${await matrixOrder(f, 'preparing')}/assign-driver`,
      payload: { driver_id: f.driverId },
    }),
    expect: [401, 403, 403, 200, 403, 403, 403, 403],
  },
  // "Ayuda con mi pedido" (issue 25). Only an order's customer reports it (everyone else, as for
  // an order that does not exist: 404); only the business's owner lists and resolves its reports;
  // only the city's partner and admins list the city's.
  {
    name: 'POST /api/ordering/me/orders/:order/help-reports',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/me/orders/${await matrixOrder(f, 'delivered')}/help-reports`,
      ...(await multipart({ reason: 'cold' })),
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  // Paying a card or OXXO order (issue 25): only its customer (everyone else: 404, as for an
  // order that does not exist).
  {
    name: 'GET /api/ordering/me/orders/:order/payment',
    request: async (f) => ({
      method: 'GET',
      url: `/api/ordering/me/orders/${await matrixOrder(f, 'pending')}/payment`,
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'POST /api/ordering/me/orders/:order/payment/card',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/me/orders/${await matrixOrder(f, 'pending')}/payment/card`,
      payload: {},
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'POST /api/ordering/me/orders/:order/payment/cash',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/me/orders/${await matrixOrder(f, 'pending')}/payment/cash`,
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'POST /api/ordering/me/orders/:order/payment/local/:action',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/me/orders/${await matrixOrder(f, 'pending')}/payment/local/pay_voucher`,
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'GET /api/ordering/businesses/:business/help-reports',
    request: async (f) => ({
      method: 'GET',
      url: fill('/api/ordering/businesses/:business/help-reports', f),
    }),
    expect: [401, 403, 403, 200, 403, 403, 403, 403],
  },
  {
    name: 'POST /api/ordering/businesses/:business/help-reports/:report/resolve',
    request: async (f) => ({
      method: 'POST',
      url: fill(`/api/ordering/businesses/:business/help-reports/${randomUUID()}/resolve`, f),
    }),
    expect: [401, 403, 403, 404, 403, 403, 403, 403],
  },
  {
    name: 'GET /api/ordering/cities/:city/help-reports',
    request: async (f) => ({ method: 'GET', url: `/api/ordering/cities/${f.cityId}/help-reports` }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  // Tips, ratings and earnings (issue 25). Only an order's customer rates it (everyone else, as for
  // an order that does not exist: 404); every signed-in person lists their own ratings; only drivers
  // read their earnings; only the city's partner and admins read the city's drivers' earnings.
  {
    name: 'POST /api/ordering/me/orders/:order/rating',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/me/orders/${await matrixOrder(f, 'delivered')}/rating`,
      payload: { food_stars: 5 },
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    // A tip after delivery (issue 25): only the order's customer; the matrix's orders are nobody's.
    name: 'POST /api/ordering/me/orders/:order/late-tip',
    request: async (f) => ({
      method: 'POST',
      url: `/api/ordering/me/orders/${await matrixOrder(f, 'delivered')}/late-tip`,
      payload: { tip: { kind: 'amount', amount: '20' } },
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'GET /api/ordering/me/order-ratings',
    request: async () => ({ method: 'GET', url: '/api/ordering/me/order-ratings' }),
    expect: [401, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'GET /api/driver/me/earnings',
    request: async () => ({ method: 'GET', url: '/api/driver/me/earnings' }),
    expect: [401, 404, 404, 404, 200, 404, 404, 404],
  },
  {
    name: 'GET /api/driver/cities/:city/driver-earnings',
    request: async (f) => ({ method: 'GET', url: `/api/driver/cities/${f.cityId}/driver-earnings` }),
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  }, // Arrival time (issue 25): the kitchen's preparation time is its menu managers' (owner, admin);
  // an order's progress is its customer's alone (everyone else: 404); the call permission is a
  // driver's own setting.
  {
    name: 'GET /api/ordering/businesses/:business/preparation-time',
    request: async (f) => ({
      method: 'GET',
      url: fill('/api/ordering/businesses/:business/preparation-time', f),
    }),
    expect: [401, 403, 403, 200, 403, 403, 403, 200],
  },
  {
    name: 'PUT /api/ordering/businesses/:business/preparation-time',
    request: async (f) => ({
      method: 'PUT',
      url: fill('/api/ordering/businesses/:business/preparation-time', f),
      payload: { minutes: 25 },
    }),
    expect: [401, 403, 403, 200, 403, 403, 403, 200],
  },
  // Automatic discounts (issue 25): the business's menu managers (owner, admin) list its
  // promotions and set or remove a promotion's rule.
  {
    name: 'GET /api/ordering/businesses/:business/promotions',
    request: async (f) => ({ method: 'GET', url: fill('/api/ordering/businesses/:business/promotions', f) }),
    expect: [401, 403, 403, 200, 403, 403, 403, 200],
  },
  {
    name: 'PUT /api/ordering/businesses/:business/promotions/:promotion/rule',
    request: async (f) => ({
      method: 'PUT',
      url: fill(`/api/ordering/businesses/:business/promotions/${await matrixPromotion(f)}/rule`, f),
      payload: {
        kind: 'percent_off',
        percent: 10,
        min_subtotal: '0',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        start_minute: 0,
        end_minute: 0,
      },
    }),
    expect: [401, 403, 403, 200, 403, 403, 403, 200],
  },
  {
    name: 'DELETE /api/ordering/businesses/:business/promotions/:promotion/rule',
    request: async (f) => ({
      method: 'DELETE',
      url: fill(`/api/ordering/businesses/:business/promotions/${await matrixPromotion(f)}/rule`, f),
    }),
    expect: [401, 403, 403, 204, 403, 403, 403, 204],
  },
  {
    name: 'GET /api/ordering/me/orders/:order/progress',
    request: async (f) => ({
      method: 'GET',
      url: `/api/ordering/me/orders/${await matrixOrder(f, 'pending')}/progress`,
    }),
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    name: 'PUT /api/driver/me/call-permission',
    request: async () => ({
      method: 'PUT',
      url: '/api/driver/me/call-permission',
      payload: { allow_customer_calls: true },
    }),
    expect: [401, 404, 404, 404, 200, 404, 404, 404],
  },
];

/** Hardening (issue 21): the local payments secret's former default, which the code no longer has. */
function formerDefaultSignature(body: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const digest = createHmac('sha256', 'cerca-local-payments-development-secret')
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** A local subscription event giving the fixture's business Premium for ten years, or ending it. */
async function formerDefaultEvent(type: string, f: Fixture): Promise<string> {
  const { owner_id } = await database.db
    .selectFrom('businesses')
    .select('owner_id')
    .where('id', '=', f.businessId)
    .executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    id: `evt_local_matrix_${Math.random().toString(36).slice(2)}`,
    type,
    created: now,
    data: {
      object: {
        id: `sub_local_matrix_${f.businessId}`,
        customer: `cus_local_${owner_id}`,
        status: type === 'customer.subscription.deleted' ? 'canceled' : 'active',
        price_id: 'price_local_business_premium',
        current_period_end: now + 10 * 365 * 24 * 60 * 60,
        cancel_at_period_end: false,
        payment_method: null,
        metadata: {
          user_id: owner_id,
          subject: 'business',
          business_id: f.businessId,
          plan_key: 'business_premium',
        },
      },
    },
  });
}

/** A fresh order of the owner's business (orders panel rows). */
async function matrixOrder(
  f: Fixture,
  status: 'pending' | 'preparing' | 'looking_for_driver' | 'delivered',
): Promise<string> {
  const order = await database.db
    .insertInto('orders')
    .values({
      business_id: f.businessId,
      status,
      subtotal_amount: '100.00',
      total_amount: '100.00',
      delivery_address: 'Calle Matriz 1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** A fresh live promotion of the fixture's business (discovery's row), for the rule rows. */
async function matrixPromotion(f: Fixture): Promise<string> {
  const promotion = await database.db
    .insertInto('business_global_messages')
    .values({ business_id: f.businessId, title: '2x1 de la matriz', message: 'Solo hoy', type: 'promotion' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return promotion.id;
}

/** A fresh driver of the fixture's city (its id), for the rows that suspend or delete one. */
async function matrixCityDriver(f: Fixture): Promise<string> {
  const person = await insertUser(database.db);
  await database.db
    .insertInto('drivers')
    .values({ id: person.id, zone_id: f.cityId, phone: '3312345678' })
    .execute();
  return person.id;
}

/**
 * A fresh pending driver invitation of the fixture's city, addressed to a person who is none of
 * the callers, with the secret its mail would carry (issue 21).
 */
async function matrixInvitation(f: Fixture): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await database.db
    .insertInto('driver_invitations')
    .values({
      city_id: f.cityId,
      email: `invitada-${randomUUID()}@matriz.test`,
      full_name: 'Invitada Matriz',
      phone: '3312345678',
      token_hash: hashInvitationToken(token),
      mailed_at: new Date(),
      expires_at: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** A fresh order the matrix driver carries, with its driver_orders row 'accepted' (its id). */
async function matrixDelivery(f: Fixture): Promise<string> {
  const orderId = await matrixOrder(f, 'preparing');
  await database.db
    .updateTable('orders')
    .set({ status: 'on_the_way', driver_id: f.driverId })
    .where('id', '=', orderId)
    .execute();
  const row = await database.db
    .insertInto('driver_orders')
    .values({ order_id: orderId, driver_id: f.driverId, status: 'accepted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let matrixCities = 0;
/** A fresh city (names are unique per state), for rows that give a city its partner. */
const matrixCity = () => insertCity(database.db, { name: `Ciudad Matriz Admin ${++matrixCities}` });

/** A fresh pending become-partner application for a fresh city and applicant (approve/reject rows). */
async function matrixApplication(): Promise<string> {
  const city = await matrixCity();
  const applicant = await insertUser(database.db);
  const country = await database.db
    .selectFrom('cities')
    .select('country_id')
    .where('id', '=', city.id)
    .executeTakeFirstOrThrow();
  const row = await database.db
    .insertInto('partner_applications')
    .values({
      user_id: applicant.id,
      country_id: country.country_id,
      city_id: city.id,
      whatsapp: '951 000 0000',
      email: applicant.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let freeCityId: string | undefined;
/** A city with a live business of the owner and no partner (the Oaxaca), made once. */
async function matrixFreeCity(f: Fixture): Promise<string> {
  if (!freeCityId) {
    const { owner_id } = await database.db
      .selectFrom('businesses')
      .select('owner_id')
      .where('id', '=', f.businessId)
      .executeTakeFirstOrThrow();
    const city = await matrixCity();
    await insertBusiness(database.db, { ownerId: owner_id, cityId: city.id });
    freeCityId = city.id;
  }
  return freeCityId;
}

/** A become-partner application for the city, as the wizard sends it. */
async function matrixApplicationBody(cityId: string) {
  const { country_id } = await database.db
    .selectFrom('cities')
    .select('country_id')
    .where('id', '=', cityId)
    .executeTakeFirstOrThrow();
  return { country_id, city_id: cityId, whatsapp: '3312345678', email: 'matriz@example.com' };
}

let test: TestGateway;
let database: TestDatabase;
let gateway: FastifyInstance;
let fixture: Fixture;
const tokens = new Map<Caller, string | undefined>();
beforeAll(async () => {
  test = await startTestGateway({ name: 'matrix' });
  gateway = test.app;
  database = test.database;

  // Real accounts, signed up through auth (each from its own address, past per-IP limits).
  const accounts = new Map<Caller, Account>();
  for (const caller of CALLERS) {
    if (caller !== 'visitor') accounts.set(caller, await signUp(gateway, caller.toLowerCase()));
  }
  const ids = new Map([...accounts].map(([caller, account]) => [caller, account.id]));
  const city = await insertCity(database.db, { name: 'Ciudad Matriz' });
  const otherCity = await insertCity(database.db, { name: 'Otra Ciudad Matriz' });
  const business = await insertBusiness(database.db, { ownerId: ids.get('owner')!, cityId: city.id });
  await insertBusiness(database.db, { ownerId: ids.get('otherOwner')!, cityId: city.id });
  const post = await insertPost(database.db, {
    businessId: business.id,
    userId: ids.get('owner')!,
    approved: true,
  });
  await insertStory(database.db, { businessId: business.id, userId: ids.get('owner')!, approved: true });
  await makeAdmin(database.db, ids.get('admin')!);
  await makeCityPartner(database.db, ids.get('partner')!, city.id);
  await makeCityPartner(database.db, ids.get('otherPartner')!, otherCity.id);
  const driverId = ids.get('driver')!;
  await database.db
    .insertInto('drivers')
    .values({ id: driverId, zone_id: city.id, phone: '3312345678', identification_url: `${driverId}.png` })
    .execute();
  // Fresh tokens, issued after the roles above were written, as a person would sign in.
  for (const caller of CALLERS) {
    const account = accounts.get(caller);
    tokens.set(caller, account ? await signIn(gateway, account) : undefined);
  }
  // The driver's identity document exists, so signing it is only a question of permission.
  const document = await photoUpload();
  const upload = await gateway.inject({
    method: 'POST',
    url: `/storage/v1/object/driver-ids/${driverId}.png`,
    headers: { ...document.headers, authorization: `Bearer ${tokens.get('driver')}` },
    payload: document.payload,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  fixture = {
    cityId: city.id,
    otherCityId: otherCity.id,
    businessId: business.id,
    postId: post.id,
    driverId,
  };
}, 60_000);

afterAll(async () => {
  await test?.close();
});

// Hardening (issue 21): partner applications. The answer each caller gets, and that nobody's role
// changed: the fixture city keeps its one partner and the city without one stays without.
describe('partner applications for a city with businesses', () => {
  type Applicant = Exclude<Caller, 'visitor' | 'admin'>;
  const PENDING = { status: 'pending', reason: null };
  const TAKEN = { status: 'waitlisted', reason: 'city_taken' };
  const ELSEWHERE = { status: 'waitlisted', reason: 'already_partner' };
  const CASES: [string, (f: Fixture) => Promise<string>, Record<Applicant, object>][] = [
    [
      'without a partner',
      matrixFreeCity,
      {
        user: PENDING,
        otherOwner: PENDING,
        owner: PENDING,
        driver: PENDING,
        otherPartner: ELSEWHERE,
        partner: ELSEWHERE,
      },
    ],
    [
      'with its partner (the fixture city)',
      async (f) => f.cityId,
      {
        user: TAKEN,
        otherOwner: TAKEN,
        owner: TAKEN,
        driver: TAKEN,
        otherPartner: ELSEWHERE,
        // Already theirs: answered approved, nothing changes.
        partner: { status: 'approved', reason: null },
      },
    ],
  ];

  for (const [what, cityOf, answers] of CASES) {
    it(`leave every caller with the role they had (${what})`, async () => {
      const roles = () =>
        database.db.selectFrom('profiles').select(['id', 'role', 'managed_city_id']).orderBy('id').execute();
      const cityId = await cityOf(fixture);
      const before = await roles();
      for (const [caller, answer] of Object.entries(answers)) {
        const response = await gateway.inject({
          method: 'POST',
          url: '/api/partner/applications',
          headers: { authorization: `Bearer ${tokens.get(caller as Caller)}` },
          payload: await matrixApplicationBody(cityId),
        });
        expect(response.statusCode, caller).toBe(201);
        expect(response.json(), caller).toMatchObject({ ...answer, city_id: cityId });
      }
      expect(await roles()).toEqual(before);
    });
  }
});

describe('authorization matrix', () => {
  for (const endpoint of ENDPOINTS) {
    it(endpoint.name, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, Expectation> = {};
      for (const [index, caller] of CALLERS.entries()) {
        const { headers, ...request } = await endpoint.request(fixture);
        const token = tokens.get(caller);
        const response = await gateway.inject({
          ...request,
          headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        const expected = endpoint.expect[index]!;
        seen[caller] = response.statusCode;
        wanted[caller] =
          expected === 'passes' && ![401, 403].includes(response.statusCode) && response.statusCode < 500
            ? response.statusCode
            : expected;
      }
      expect(seen).toEqual(wanted);
    });
  }
});
