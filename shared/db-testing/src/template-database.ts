import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createDb } from '@cerca/db';
import { migrateToLatest, quoteIdent } from '@cerca/db/migrate';
import type pg from 'pg';

// Every test file gets a database of its own. Migrating each one from nothing took 1–4 s of
// Postgres time per file (over 150 files); copying an already migrated template is a file copy.
// The template is named by the migrations' content, so a changed or added migration makes a new
// one, and the old ones are dropped.

const PREFIX = 'cerca_test_template_';
/** shared/db's migrations and the migrator that runs them, as files (their content names the template). */
const SOURCES = [new URL('../../db/migrations/', import.meta.url), new URL('../../db/src/', import.meta.url)];

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const folder of SOURCES) {
    for (const file of readdirSync(folder).sort()) {
      if (file.endsWith('.ts')) hash.update(file).update(readFileSync(new URL(file, folder)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let templateName: string | undefined;

/**
 * The migrated template of this version of the migrations, created once per machine: test
 * workers starting together wait on an advisory lock while the first one builds it.
 */
export async function migratedTemplate(
  serverUrl: string,
  maintenance: <T>(fn: (client: pg.Client) => Promise<T>) => Promise<T>,
): Promise<string> {
  templateName ??= `${PREFIX}${migrationsHash()}`;
  const name = templateName;
  await maintenance(async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [PREFIX]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await client.query(`drop database if exists ${quoteIdent(building)} with (force)`);
      await client.query(`create database ${quoteIdent(building)}`);
      const db = createDb(`${serverUrl}/${building}`, { max: 1 });
      try {
        await migrateToLatest(db, { log: () => {} });
      } finally {
        await db.destroy();
      }
      // Renamed once complete: a run cut off halfway never leaves a half-migrated template.
      await client.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(name)}`);
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2',
        [`${PREFIX}%`, name],
      );
      for (const old of rows)
        await client.query(`drop database if exists ${quoteIdent(old.datname)} with (force)`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [PREFIX]);
    }
  });
  return name;
}
