// A Postgres for a first look on a machine without one: PGlite (Postgres compiled to WASM)
// behind its wire-protocol socket server, data kept in .data/pglite.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const dataDir = path.resolve(process.env.EMBEDDED_PG_DATA ?? '.data/pglite');
mkdirSync(dataDir, { recursive: true });

const db = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
// Must be at least the largest pg pool that connects (else "Connection terminated unexpectedly").
const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 40 });
await server.start();
console.log(`embedded Postgres (PGlite) on 127.0.0.1:${port}, data in ${dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.stop();
    await db.close();
    process.exit(0);
  });
}
