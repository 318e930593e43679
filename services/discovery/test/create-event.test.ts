import { insertUser } from '@cerca/db-testing';
import { type FormFile, multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { JPEG, PNG } from './fixtures';
import { MB, MP4, publishingWorld, storedFiles, streamedForm } from './publishing-fixtures';

const t = useServiceTest([discoveryService], { tempStorage: true });
let world: Awaited<ReturnType<typeof publishingWorld>>;

beforeAll(async () => {
  world = await publishingWorld(t.db);
});

const url = () => `/api/discovery/businesses/${world.business.id}/events`;

async function publish(fields: Record<string, string>, files: FormFile[], as: TestCaller) {
  const body = await multipart(fields, files, { field: 'file', type: 'image/png' });
  return t.inject({ method: 'POST', url: url(), ...body }, as);
}

/** A calendar day `days` from today in the city's zone (America/Mexico_City). */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function count() {
  const rows = await t.db
    .selectFrom('weekend_plans')
    .select('id')
    .where('business_id', '=', world.business.id)
    .execute();
  return rows.length;
}

describe('POST /api/discovery/businesses/:id/events', () => {
  it("publishes an event today with the default title, at the start of the day in the city's zone", async () => {
    const response = await publish(
      { description: 'Noche de jazz', event_date: dayFromToday(0) },
      [{ name: 'cartel.jpg', content: JPEG }],
      world.owner,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { event } = response.json();
    expect(event).toMatchObject({
      business_id: world.business.id,
      business_name: 'Panadería Lupita',
      title: 'Evento',
      description: 'Noche de jazz',
    });
    expect(event.image_url).toMatch(
      new RegExp(`^/storage/v1/object/public/business-posts/${world.business.id}/.+\\.jpg$`),
    );
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      hour: '2-digit',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(event.event_date));
    expect(local).toBe(`${dayFromToday(0)}, 00`);
    const upcoming = await t.inject({
      method: 'GET',
      url: `/api/discovery/events/upcoming?city_id=${world.city.id}`,
    });
    expect(upcoming.json().events.map((e: { id: string }) => e.id)).toContain(event.id);
  });

  it('keeps a given title and accepts an ISO instant', async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const response = await publish(
      { title: 'Feria del pan', description: 'Todo el día', event_date: at },
      [{ name: 'a.png', content: PNG }],
      world.owner,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().event).toMatchObject({ title: 'Feria del pan', event_date: at });
  });

  describe('refusals store nothing', () => {
    let before: number;
    let files: string[];
    beforeAll(async () => {
      before = await count();
      files = await storedFiles(t.config.storageDir);
    });
    const unchanged = async () => {
      expect(await count()).toBe(before);
      expect(await storedFiles(t.config.storageDir)).toEqual(files);
    };
    const image = [{ name: 'a.png', content: PNG }];

    it('needs a description and a date', async () => {
      for (const fields of <Record<string, string>[]>[
        { event_date: dayFromToday(1) },
        { description: 'Hola' },
        { description: ' ', event_date: dayFromToday(1) },
      ]) {
        expectError(
          await publish(fields, image, world.owner),
          400,
          'missing_fields',
          'Por favor completa todos los campos del evento',
        );
      }
      await unchanged();
    });

    it('needs an image, and refuses a video at its first bytes', async () => {
      const fields = { description: 'Hola', event_date: dayFromToday(1) };
      expectError(
        await publish(fields, [], world.owner),
        400,
        'image_required',
        'Los eventos requieren una imagen',
      );
      expectError(
        await publish(fields, [{ name: 'v.mp4', content: MP4, type: 'video/mp4' }], world.owner),
        400,
        'invalid_image',
        'Por favor selecciona una imagen válida',
      );
      const big = streamedForm(fields, {
        field: 'file',
        name: 'v.mp4',
        type: 'video/mp4',
        head: MP4,
        size: 20 * MB,
      });
      expectError(
        await t.inject({ method: 'POST', url: url(), ...big }, world.owner),
        400,
        'invalid_image',
        'Por favor selecciona una imagen válida',
      );
      await unchanged();
    });

    it('refuses a date before today or unreadable', async () => {
      expectError(
        await publish({ description: 'Ayer', event_date: dayFromToday(-1) }, image, world.owner),
        400,
        'past_event_date',
        'La fecha del evento no puede ser anterior a hoy.',
      );
      for (const event_date of ['2026-02-30', 'el sábado 10', '2030-01-01T25:00:00Z']) {
        expectError(
          await publish({ description: 'Hola', event_date }, image, world.owner),
          400,
          'invalid_event_date',
          'La fecha del evento no es válida.',
        );
      }
      await unchanged();
    });

    it('refuses an image over 10 MB while it streams', async () => {
      const body = streamedForm(
        { description: 'Hola', event_date: dayFromToday(1) },
        { field: 'file', name: 'cartel.jpg', type: 'image/jpeg', head: JPEG, size: 11 * MB },
      );
      expectError(
        await t.inject({ method: 'POST', url: url(), ...body }, world.owner),
        413,
        'file_too_large',
        'La imagen cartel.jpg es demasiado grande. Máximo 10MB por imagen.',
      );
      await unchanged();
    });

    it('refuses visitors and people who may not publish in the business', async () => {
      const fields = { description: 'Hola', event_date: dayFromToday(1) };
      expectError(
        await publish(fields, image, undefined),
        401,
        'unauthorized',
        'Debes iniciar sesión para publicar',
      );
      expectError(
        await publish(fields, image, await insertUser(t.db)),
        403,
        'forbidden',
        'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden publicar en este negocio.',
      );
      await unchanged();
    });
  });
});
