import { insertBusiness, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageService } from '../src/plugin';

// A bounded fuzz of the storage routes with input no browser sends: broken multipart bodies,
// NUL bytes and odd keys. None may answer 5xx.
const t = useServiceTest([storageService], { tempStorage: true });
let token: string;
let businessId: string;

beforeAll(async () => {
  const owner = await insertUser(t.db);
  businessId = (await insertBusiness(t.db, { ownerId: owner.id })).id;
  token = await t.sign({ id: owner.id });
});

describe('crafted input', () => {
  it('answers broken multipart uploads with a 4xx', async () => {
    const url = () => `/storage/v1/object/business-photos/${businessId}/foto.png`;
    const bodies: Array<{ headers: Record<string, string>; payload: string }> = [
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '' },
      {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      },
    ];
    for (const body of bodies) {
      for (const method of ['POST', 'PUT'] as const) {
        const response = await t.inject({ method, url: url(), ...body }, token);
        expect(response.statusCode, `${method} ${body.payload.slice(0, 30)}`).toBeLessThan(500);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('answers crafted keys and buckets with a 4xx', async () => {
    const paths = [
      '/storage/v1/object/public/business-photos/%00',
      `/storage/v1/object/public/business-photos/${businessId}/a%00.png`,
      '/storage/v1/object/public/%00/a.png',
      `/storage/v1/object/public/business-photos/${'a'.repeat(5000)}.png`,
      '/storage/v1/object/sign/driver-ids/%00?token=%00',
      '/storage/v1/object/public/business-photos/..%2F..%2Fetc%2Fpasswd',
    ];
    for (const url of paths) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});
