// `npm start`: install, prepare the database, build the apps, start every service behind one
// origin and print the URL. Needs only Node; Postgres and Redis are found or explained.
// `--split` (`npm run start:split`): the same, with each service in its own process (split.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './build-apps.mjs';
import { resolveDatabase, resolveRedis } from './infrastructure.mjs';
import { startSplit } from './split.mjs';
import { ensurePnpm, fail, installDependencies, log, ROOT, run, startChild } from './toolchain.mjs';

const flags = new Set(process.argv.slice(2));
const started = Date.now();
const pnpm = ensurePnpm();
if (!flags.has('--skip-install')) installDependencies(pnpm);
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
if (!existsSync(tsx)) process.exit(1);

const children = [];
// Whatever ends this process (a failed step exits at once) takes its children with it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
// Redis first: without it we stop, and must not leave an embedded Postgres running behind.
const redisUrl = await resolveRedis();
const database = await resolveDatabase(tsx, children);
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  PORT: process.env.PORT ?? '8080',
  // Only this machine reaches it unless HOST says otherwise.
  HOST: process.env.HOST ?? '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // A first look signs people in at once; production sets this to true.
  AUTH_REQUIRE_EMAIL_CONFIRMATION: process.env.AUTH_REQUIRE_EMAIL_CONFIRMATION ?? 'false',
};

// Files go to .data/storage unless STORAGE_DRIVER=s3: then the object store's buckets are made
// first (npm run storage:setup), for the seed's images and the services.
if (process.env.STORAGE_DRIVER === 's3') {
  log('creating the missing storage buckets');
  run(tsx, ['shared/storage/src/cli/setup.ts'], { env });
}
log('migrating and seeding the database');
run(tsx, ['shared/seed/src/cli/seed.ts'], { env });
if (!flags.has('--skip-build')) buildApps(pnpm);

let split = null;
function stop(code) {
  split?.shutdown();
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// --split (`npm run start:split`): each service in its own process behind the gateway in proxy
// mode (split.mjs); otherwise every service inside the gateway's process.
if (flags.has('--split'))
  split = await startSplit({ tsx, env, children, started }).catch((error) => fail(error.message));
const gateway = split?.gateway ?? startChild('gateway', tsx, ['services/gateway/src/server.ts'], { env });
if (!split) {
  children.push(gateway);
  gateway.stdout.on('data', (chunk) => {
    if (String(chunk).includes('Cerca está listo en'))
      log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
gateway.on('exit', (code) => {
  log(`gateway stopped (exit ${code})`);
  stop(code ?? 1);
});
