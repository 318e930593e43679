import { insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { driverService } from '../src/plugin';
import { insertDriver, insertZone } from './fixtures';

// Issue 25: "Permitir que los clientes me llamen", off until the driver turns it on.

const t = useServiceTest([driverService]);
let zone: Awaited<ReturnType<typeof insertZone>>;
beforeEach(async () => {
  zone = await insertZone(t.db);
});

const read = (as?: TestCaller) => t.inject({ method: 'GET', url: '/api/driver/me/call-permission' }, as);
const set = (allow: boolean, as?: TestCaller) =>
  t.inject(
    { method: 'PUT', url: '/api/driver/me/call-permission', payload: { allow_customer_calls: allow } },
    as,
  );

describe('/api/driver/me/call-permission', () => {
  it('is off by default, and the driver turns it on and off', async () => {
    const driver = await insertDriver(t.db, { zoneId: zone.cityId });
    expect((await read(driver)).json()).toEqual({ allow_customer_calls: false });
    expect((await set(true, driver)).json()).toEqual({ allow_customer_calls: true });
    expect((await read(driver)).json()).toEqual({ allow_customer_calls: true });
    expect((await set(false, driver)).json()).toEqual({ allow_customer_calls: false });
  });

  it('is 404 for a person without a driver record and 401 for visitors', async () => {
    const person = await insertUser(t.db);
    expect((await set(true, person)).statusCode).toBe(404);
    expect((await read(person)).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(401);
  });
});
