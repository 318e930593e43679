// What every gateway benchmark shares: a bench database seeded like npm start, the gateway and a
// bare Fastify route started beside it, autocannon runs with exact percentiles, and one table.
// Each bench file only adds its own data and its cases.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startMailSink } from './mail-sink.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

export const duration = Number(process.env.BENCH_SECONDS ?? 10);

/** A business schedule (JSON) open all day every day, so the clock never refuses a bench order. */
export const OPEN_ALL_DAY = JSON.stringify(
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
      [`${day}_start`, '00:00'],
      [`${day}_end`, '24:00'],
    ]),
  ),
);

/**
 * A bench run on its own database, Redis prefix and ports. `defaultConnections` is the issue's
 * load (BENCH_CONNECTIONS overrides it).
 */
export function createBench({ database, redisPrefix, gatewayPort, barePort, defaultConnections }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${database}`;
  const connections = Number(process.env.BENCH_CONNECTIONS ?? defaultConnections);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: path.join(root, '.data', 'bench-storage'),
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production needs its secrets set: fresh random ones per run (no secret is written in code).
    // Payments run locally (no Stripe account), signed with their own random secret.
    STORAGE_SIGNING_SECRET: randomBytes(48).toString('base64url'),
    PAYMENTS_PROVIDER: 'local',
    LOCAL_PAYMENTS_WEBHOOK_SECRET: randomBytes(48).toString('base64url'),
    // The tokens' issuer: the gateway's and mint-tokens.ts's must agree.
    PUBLIC_URL: `http://localhost:${gatewayPort}`,
  };
  const base = `http://127.0.0.1:${gatewayPort}`;
  const bareUrl = `http://127.0.0.1:${barePort}/static`;

  const children = [];
  process.on('exit', () => {
    for (const child of children) child.kill('SIGTERM');
  });

  /** Runs a command from the repository root with the bench's environment; throws on failure. */
  function step(command, args, extraEnv = {}) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }

  /** One SQL statement against the bench database; its unaligned output, trimmed. */
  function sql(text) {
    const result = spawnSync('psql', ['-qAtX', '-v', 'ON_ERROR_STOP=1', databaseUrl, '-c', text], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
    return result.stdout.trim();
  }

  /** Schema, catalogue and demo data, as npm start seeds them. */
  function seed() {
    console.log('seeding the bench database (schema, catalogue, demo)…');
    step(tsx, ['shared/seed/src/cli/seed.ts']);
  }

  /**
   * The gateway (every service in one process) and the bare route, once both answer. With
   * BENCH_PROFILE=<dir> the gateway writes a V8 CPU profile there when the bench ends (open it in
   * Chrome DevTools or speedscope).
   */
  async function startServers(gatewayEnv = {}) {
    // Node refuses --cpu-prof in NODE_OPTIONS, so a profiled gateway runs under node with tsx's loader.
    const gateway = process.env.BENCH_PROFILE
      ? [
          process.execPath,
          [
            '--cpu-prof',
            `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`,
            '--import',
            'tsx',
            'services/gateway/src/server.ts',
          ],
        ]
      : [tsx, ['services/gateway/src/server.ts']];
    children.push(
      spawn(gateway[0], gateway[1], {
        cwd: root,
        stdio: 'inherit',
        // As deployed (deploy/k8s), job workers run in their own process (startService('jobs')),
        // not in the event loop that answers the measured reads; production also refuses to start
        // them without SMTP, which a bench has none of.
        env: { ...env, JOBS_RUN_WORKERS: '0', ...gatewayEnv, PORT: String(gatewayPort), HOST: '127.0.0.1' },
      }),
      spawn(process.execPath, [path.join(here, 'bare-server.mjs')], {
        stdio: 'inherit',
        env: { ...process.env, PORT: String(barePort) },
      }),
    );
    await waitFor(`${base}/health`);
    await waitFor(bareUrl);
  }

  /** Another process for the run (stopped with the bench), e.g. a bare server to compare with. */
  function startProcess(script, extraEnv = {}) {
    children.push(
      spawn(process.execPath, [path.join(here, script)], {
        stdio: 'inherit',
        env: { ...process.env, ...extraEnv },
      }),
    );
  }

  /**
   * One service on its own (its src/server.ts), with the bench's environment, once it answers.
   * The jobs service gets a mail sink (mail-sink.mjs): production refuses to start it without SMTP.
   */
  async function startService(name, port) {
    const mail = name === 'jobs' ? await startMailSink() : null;
    children.push(
      spawn(tsx, [`services/${name}/src/server.ts`], {
        cwd: root,
        stdio: 'inherit',
        env: { ...env, ...mail, PORT: String(port), HOST: '127.0.0.1' },
      }),
    );
    // Each service's probes live under its own prefix (/api/<name>/health).
    await waitFor(`http://127.0.0.1:${port}/api/${name}/health`);
  }

  /** An access token of an existing account. */
  async function signIn(email, password) {
    const grant = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!grant.ok) throw new Error(`sign-in: ${grant.status} ${await grant.text()}`);
    return (await grant.json()).access_token;
  }

  /**
   * Measures each case (autocannon options: url, method, headers, requests) after a 2 s warm-up
   * and prints one row per case, the first (the bare route) being the 100 % of the last column.
   * BENCH_ONLY=<text> keeps the bare route and the cases whose name contains the text.
   */
  async function runCases(allCases, heading = '') {
    const only = process.env.BENCH_ONLY;
    const cases = only
      ? allCases.filter((entry, index) => index === 0 || entry.name.includes(only))
      : allCases;
    console.log(`\n${heading}${connections} connections, ${duration} s each, ${new Date().toISOString()}\n`);
    console.log(
      'endpoint'.padEnd(34),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      '% bare'.padStart(7),
      'non-2xx'.padStart(8),
    );
    let bare = 0;
    for (const { name, ...options } of cases) {
      await measure(options, connections, 2); // warm-up (JIT, caches, pool), not reported
      const r = await measure(options, connections, duration);
      if (!bare) bare = r.rps;
      console.log(
        name.padEnd(34),
        r.rps.toFixed(0).padStart(8),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        `${((100 * r.rps) / bare).toFixed(0)}%`.padStart(7),
        String(r.non2xx).padStart(8),
      );
    }
  }

  return {
    base,
    bareUrl,
    connections,
    databaseUrl,
    step,
    sql,
    seed,
    startServers,
    startProcess,
    startService,
    signIn,
    runCases,
  };
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

/** Exact p50/p95 from every response time (autocannon's histogram buckets are coarser). */
async function measure(options, connections, seconds) {
  const times = [];
  const instance = autocannon({ ...options, connections, duration: seconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    non2xx: result.non2xx,
  };
}
