// Drops the database named by the URL given as argument (the end-to-end run's own database).
import { quoteIdent, splitDatabaseUrl } from '@cerca/db/migrate';
import pg from 'pg';

const url = process.argv[2];
if (!url) throw new Error('usage: drop-database.ts <postgres url>');
const { name, maintenanceUrl } = splitDatabaseUrl(url);
const client = new pg.Client({ connectionString: maintenanceUrl });
await client.connect();
try {
  await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
} finally {
  await client.end();
}
