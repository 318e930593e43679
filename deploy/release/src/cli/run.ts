import { createDb, type Db, readPoolSettings } from '@cerca/db';
import { RefusedError, UsageError } from '../errors';
import { databaseUrl } from '../settings';

/**
 * Runs a command with a database pool and turns its outcome into an exit code: 0 done, 1 refused
 * or failed (the live version stays), 2 usage error (with the usage line).
 */
export async function runCommand(usage: string, command: (db: Db) => Promise<number>): Promise<void> {
  // The services' pool settings (DATABASE_PREPARED_STATEMENTS=off behind a pooler, timeouts).
  const db = createDb(databaseUrl(process.env), { ...readPoolSettings(process.env), max: 2 });
  try {
    process.exitCode = await command(db);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nUsage: ${usage}`);
      process.exitCode = 2;
    } else if (error instanceof RefusedError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(`Failed: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
  }
}
