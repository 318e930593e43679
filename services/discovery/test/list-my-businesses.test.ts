import { insertBusiness, insertBusinessPhoto, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { ageBusiness } from './publishing-fixtures';

const t = useServiceTest([discoveryService]);

describe('GET /api/discovery/me/businesses', () => {
  it("lists the caller's businesses newest first with their logo, and nobody else's", async () => {
    const owner = await insertUser(t.db);
    const older = await insertBusiness(t.db, { ownerId: owner.id, name: 'Taller', category: 'Servicios' });
    await ageBusiness(t.db, older.id, 3);
    const newer = await insertBusiness(t.db, { ownerId: owner.id, name: 'Café Azul' });
    await insertBusinessPhoto(t.db, { businessId: newer.id, url: '/banner.webp', type: 'banner' });
    await insertBusinessPhoto(t.db, {
      businessId: newer.id,
      url: '/logo.webp',
      createdAt: new Date('2026-01-01'),
    });
    await insertBusinessPhoto(t.db, {
      businessId: newer.id,
      url: '/segunda.webp',
      createdAt: new Date('2026-01-02'),
    });
    await insertBusiness(t.db, { ownerId: (await insertUser(t.db)).id, name: 'Ajeno' });

    const response = await t.inject({ method: 'GET', url: '/api/discovery/me/businesses' }, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      businesses: [
        { id: newer.id, name: 'Café Azul', category: 'Cafeterías', logo_url: '/logo.webp' },
        { id: older.id, name: 'Taller', category: 'Servicios', logo_url: null },
      ],
    });
  });

  it('answers an empty list to someone without businesses, and 401 to visitors', async () => {
    const response = await t.inject(
      { method: 'GET', url: '/api/discovery/me/businesses' },
      await insertUser(t.db),
    );
    expect(response.json()).toEqual({ businesses: [] });
    expectError(
      await t.inject({ method: 'GET', url: '/api/discovery/me/businesses' }),
      401,
      'unauthorized',
      'Debes iniciar sesión para continuar.',
    );
  });
});
