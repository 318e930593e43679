import { parseArgs } from 'node:util';
import { UsageError } from '../errors';
import { seconds, versionLabel } from '../format';
import { LiveGateway } from '../live-gateway';
import { releasedBy } from '../released-by';
import { rollback } from '../rollback';
import { cercaUrl, checkoutRemote } from '../settings';
import { runCommand } from './run';

// npm run rollback -- <remote folder>
await runCommand('npm run rollback -- <remote folder, e.g. mf-driver>', async (db) => {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, strict: true }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { folder, name } = await checkoutRemote(positionals[0]);
  const gateway = new LiveGateway(cercaUrl(process.env));
  const outcome = await rollback({ remote: folder, name, db, gateway, by: releasedBy(), startedAt: 0 });
  if (outcome.status === 'nothing-to-roll-back') {
    console.error(`Nothing to roll back: ${folder} runs the configured build and has no release to undo.`);
    return 1;
  }
  console.log(`${folder} rolled back to ${versionLabel(outcome.version)} (${seconds(outcome.totalMs)})`);
  if (!outcome.gateway.confirmed) {
    console.error(
      `Warning: ${gateway.url} did not serve it in time: ${outcome.gateway.reason}. The switch stands: every gateway serves it once it reads the database.`,
    );
  }
  return 0;
});
