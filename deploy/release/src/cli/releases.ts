import { parseArgs } from 'node:util';
import { UsageError } from '../errors';
import { releaseHistory } from '../history';
import { checkoutRemote } from '../settings';
import { runCommand } from './run';

// npm run releases -- <remote folder>
await runCommand('npm run releases -- <remote folder, e.g. mf-driver>', async (db) => {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, strict: true }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { folder } = await checkoutRemote(positionals[0]);
  for (const line of await releaseHistory(db, folder)) console.log(line);
  return 0;
});
