// `npm test`: the whole suite — lint and format, dependencies and dead code, types and the apps'
// production builds (side by side), unit and integration tests (real Postgres and Redis), and
// end-to-end tests in Chromium against the composed app started the way `npm start` starts it,
// then a smoke of the same app split apart (`npm run start:split`). Each step logs its time;
// ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { e2eParts } from './e2e-parts.mjs';
import { resolveRedis } from './infrastructure.mjs';
import {
  ensurePnpm,
  fail,
  hostPort,
  installDependencies,
  isListening,
  log,
  ROOT,
  run,
} from './toolchain.mjs';

const started = Date.now();
const flags = new Set(process.argv.slice(2));
const pnpm = ensurePnpm();
if (!flags.has('--skip-install')) installDependencies(pnpm);

const databaseServer = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const { host, port } = hostPort(databaseServer, 5432);
if (!(await isListening(host, port))) {
  fail(`the tests need PostgreSQL at ${host}:${port} (set TEST_DATABASE_SERVER to use another).`);
}
await resolveRedis();

const results = path.join(ROOT, '.cache', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const failedSteps = [];
const step = (name, command, args, env = {}) => {
  log(`${name}…`);
  const t = Date.now();
  const status = run(command, args, { env, allowFailure: true });
  log(`${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  if (status !== 0) failedSteps.push(name);
};
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** A step run beside others: its output is held and printed whole when it ends, not interleaved. */
const concurrentStep = (name, command, args, env = {}) =>
  new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      log(`${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      if (status !== 0) failedSteps.push(name);
      resolve();
    });
  });

// The static checks and the apps' production builds need no database and write nothing the
// others read: they run side by side (the builds take two cores' worth for a few minutes, tsc
// one core for one). The builds run before vitest, whose release test builds mf-driver and
// checks that its dist stays untouched. tsc -b is `npm run typecheck`: both check the same.
log('lint and format (biome), dependencies and dead code (knip), types (tsc), apps build…');
await Promise.all([
  // Skips the apps whose sources did not change since their last build (build-apps.mjs).
  concurrentStep('apps build (webpack)', process.execPath, [path.join(ROOT, 'deploy/local/build-apps.mjs')]),
  concurrentStep('lint and format (biome)', bin('biome'), ['check', '.']),
  // Every package lists the dependencies it imports and no others, and no file or export is
  // dead (knip.jsonc says why the Module Federation singletons are exempt).
  concurrentStep('dependencies and dead code (knip)', bin('knip'), ['--no-config-hints']),
  concurrentStep('types (tsc)', bin('tsc'), ['-b']),
]);
step('unit and integration tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'vitest.json')}`,
]);

const runId = `${Date.now().toString(36)}`;
// Without the apps' builds the browser suites could only test stale bundles: they wait for a fix.
const built = !failedSteps.includes('apps build (webpack)');
if (!built) log('end-to-end tests skipped: the apps did not build');
// The browser suite in E2E_PARTS parts side by side, each against its own composed app: its own
// port, database, Redis prefix, release store, mf-driver origin and output folder, so no part
// sees another's data. One part keeps the two cores a quarter idle, waiting on the app and on
// page loads; two fill them (e2e-parts.mjs says how the specs are shared out). The last part
// then runs the same app split apart (`npm run start:split`): each service its own process behind
// the gateway's proxy, one service stopped and started during the run (deploy/e2e/tests-split).
const partCount = Number(process.env.E2E_PARTS ?? 2);
const parts = e2eParts(partCount);
const partRunId = (part) => `${runId}p${part}`;
const e2ePart = (specs, index) =>
  concurrentStep(
    `end-to-end tests, part ${index + 1} of ${partCount} (playwright, chromium)`,
    pnpm,
    ['--filter', '@cerca/e2e', 'exec', 'playwright', 'test', ...specs],
    {
      E2E_RUN_ID: partRunId(index + 1),
      E2E_DATABASE_URL: `${databaseServer}/cerca_e2e_${partRunId(index + 1)}`,
      E2E_PORT: String(8181 + index),
      E2E_DRIVER_REMOTE_PORT: String(8191 + index),
      E2E_OUTPUT_DIR: `test-results/part-${index + 1}`,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, `e2e-${index + 1}.json`),
    },
  );
const splitSmoke = () =>
  concurrentStep(
    'split-mode smoke (playwright, npm run start:split)',
    pnpm,
    ['--filter', '@cerca/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.split.config.ts'],
    {
      E2E_SPLIT_RUN_ID: runId,
      E2E_SPLIT_DATABASE_URL: `${databaseServer}/cerca_e2e_split_${runId}`,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'e2e-split.json'),
    },
  );
if (built) {
  const t = Date.now();
  // e2eParts left room in the last part for the smoke.
  const smokePart = parts.length - 1;
  await Promise.all(
    parts.map((specs, index) =>
      index === smokePart ? e2ePart(specs, index).then(splitSmoke) : e2ePart(specs, index),
    ),
  );
  log(`end-to-end tests and split-mode smoke: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

// The e2e databases belong to this run alone: drop them, so runs do not pile up databases.
for (const part of parts.keys()) await dropDatabase(`cerca_e2e_${partRunId(part + 1)}`);
await dropDatabase(`cerca_e2e_split_${runId}`);

async function dropDatabase(name) {
  // Imported here: on a fresh machine the dependencies exist only after the install above.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${databaseServer}/postgres` });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } catch (error) {
    log(`could not drop ${name}: ${error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, names: [] };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}
const unit = count(path.join(results, 'vitest.json'), (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  names: (r.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) => `${path.relative(ROOT, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages)}`,
      ),
  ),
}));
const playwrightCounts = (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected,
  names: failedSpecs(r.suites ?? []),
});
// Every browser run's report: the parts, then the split-mode smoke.
const e2eResults = [...parts.keys()]
  .map((index) => `e2e-${index + 1}.json`)
  .concat('e2e-split.json')
  .map((file) => count(path.join(results, file), playwrightCounts));
const e2e = {
  passed: e2eResults.reduce((sum, run) => sum + run.passed, 0),
  failed: e2eResults.reduce((sum, run) => sum + run.failed, 0),
  names: e2eResults.flatMap((run) => run.names),
};
function firstLine(messages = []) {
  const line = (messages[0] ?? '').split('\n')[0];
  // Vitest reports a timeout with the stack of an error it made when the test was declared, whose
  // first line is this placeholder rather than the timeout's message.
  if (line === 'Error: STACK_TRACE_ERROR') return 'timed out (the test or one of its hooks)';
  return line.slice(0, 300);
}
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map(
        (spec) =>
          `${suite.file ?? ''} › ${spec.title}: ${firstLine(spec.tests?.[0]?.results?.at(-1)?.error?.message?.split('\n') ?? [])}`,
      ),
    ...failedSpecs(suite.suites ?? []),
  ]);
}
const passed = unit.passed + e2e.passed;
// The run's last lines are what a CI summary keeps: name every failed test there.
for (const name of [...unit.names, ...e2e.names]) log(`failed: ${name}`);
// A failed step with no failed test (lint, types, a runner that crashed) still counts as a failure.
const failed = Math.max(unit.failed + e2e.failed, failedSteps.length);
log(
  `unit+integration: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`,
);
log(
  `total time ${((Date.now() - started) / 1000).toFixed(0)} s${failedSteps.length ? `; failed steps: ${failedSteps.join(', ')}` : ''}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
