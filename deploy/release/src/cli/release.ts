import path from 'node:path';
import { parseArgs } from 'node:util';
import { storeFromEnv } from '../asset-store';
import { buildRemote } from '../build-remote';
import { UsageError } from '../errors';
import { seconds } from '../format';
import { LiveGateway } from '../live-gateway';
import { release } from '../release';
import { releasedBy } from '../released-by';
import { cercaUrl, checkoutRemote, REPO_ROOT } from '../settings';
import { runCommand } from './run';

// npm run release -- <remote folder> [--source <folder>]
await runCommand('npm run release -- <remote folder, e.g. mf-driver> [--source <folder>]', async (db) => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { folder, name } = await checkoutRemote(parsed.positionals[0]);
  const source = path.resolve(parsed.values.source ?? path.join(REPO_ROOT, folder));
  const gateway = new LiveGateway(cercaUrl(process.env));
  const outcome = await release({
    remote: folder,
    name,
    source,
    db,
    store: storeFromEnv(process.env, REPO_ROOT),
    gateway,
    build: buildRemote,
    releasedBy: releasedBy(),
    // Time from the command: performance.now() counts from the start of this Node process (npm's
    // and tsx's launchers, about half a second, run before it and are not counted).
    startedAt: 0,
  });
  if (outcome.status === 'already-live') {
    console.log(
      `${folder} ${outcome.version} is already live: nothing to switch (${seconds(outcome.totalMs)}).`,
    );
    return 0;
  }
  const { buildMs, publishMs, switchMs, gatewaysMs, totalMs } = outcome.timings;
  const gateways = outcome.gateway.confirmed
    ? seconds(gatewaysMs)
    : `not confirmed after ${seconds(gatewaysMs)}`;
  console.log(
    `${folder} ${outcome.version} is live (${seconds(totalMs)} from command to live: build ${seconds(buildMs)}, publish ${seconds(publishMs)}, switch ${seconds(switchMs)}, gateways ${gateways})`,
  );
  if (!outcome.gateway.confirmed) {
    console.error(
      `Warning: ${gateway.url} did not serve ${folder} ${outcome.version} in time: ${outcome.gateway.reason}. The switch stands: every gateway serves it once it reads the database.`,
    );
  }
  return 0;
});

function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    options: { source: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
}
