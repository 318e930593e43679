import { seedCatalogue } from '@cerca/catalogue/seed-catalogue';
import { createDb } from '@cerca/db';
import { migrateToLatest } from '@cerca/db/migrate';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` falls back to PGlite behind its socket server when no Postgres answers: the
// migration stream and the catalogue must work there too (Postgres 18 in WASM).
let pglite: PGlite;
let server: PGLiteSocketServer;
/** Where the server listens: a port the system chose (a random one could be taken, as in CI). */
let port: number;

beforeAll(async () => {
  pglite = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  server = new PGLiteSocketServer({ db: pglite, port: 0, host: '127.0.0.1', maxConnections: 10 });
  await server.start();
  port = Number(server.getServerConn().split(':').at(-1));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await pglite?.close();
});

describe('embedded Postgres (PGlite)', () => {
  it('runs every migration and seeds the catalogue through the plain pg driver', async () => {
    const db = createDb(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 1 });
    try {
      const applied = await migrateToLatest(db, { log: () => {} });
      expect(applied.length).toBeGreaterThan(0);
      const counts = await seedCatalogue(db);
      expect(counts).toMatchObject({ categories: 14 });
      const search = await db
        .selectFrom('cities')
        .select('name')
        .where((eb) => eb(eb.fn('f_unaccent', [eb.fn('lower', ['name'])]), 'like', '%merida%'))
        .execute();
      expect(search.map((row) => row.name)).toContain('Mérida');
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
