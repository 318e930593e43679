// Discovery at city scale (issue 7): seeds a bench database with npm start's schema, catalogue
// and demo data plus city-scale.sql (10,000 businesses and 200,000 posts in Guadalajara), starts
// the gateway on it, and measures the hot discovery reads with autocannon at 200 connections
// beside a bare Fastify route in the same run.
// Usage: pnpm --filter @cerca/bench bench:discovery   (BENCH_SECONDS=10, BENCH_CONNECTIONS=200)
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cerca_bench';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const gatewayPort = 8091;
const barePort = 8092;
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  STORAGE_DIR: path.join(root, '.data', 'bench-storage'),
  REDIS_PREFIX: 'cerca-bench:',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  STORAGE_SIGNING_SECRET: 'bench-only-signing-secret-not-for-production',
};

function step(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

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

console.log('seeding the bench database (schema, catalogue, demo, then city scale)…');
step(tsx, ['shared/seed/src/cli/seed.ts']);
step('psql', ['-q', databaseUrl, '-f', path.join(here, 'city-scale.sql')]);

children.push(
  spawn(tsx, ['services/gateway/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: String(gatewayPort), HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, [path.join(here, 'bare-server.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(barePort) },
  }),
);
const base = `http://127.0.0.1:${gatewayPort}`;
await waitFor(`${base}/health`);
await waitFor(`http://127.0.0.1:${barePort}/static`);

async function json(urlPath) {
  const response = await fetch(`${base}${urlPath}`);
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${await response.text()}`);
  return response.json();
}
const { countries } = await json('/api/discovery/countries');
const mexico = countries.find((country) => country.code === 'MX');
const { cities } = await json(`/api/discovery/cities?countryId=${mexico.id}`);
const city = cities.find((entry) => entry.name === 'Guadalajara');
let feedPage = await json(`/api/discovery/feed?city_id=${city.id}`);
for (let i = 0; i < 10 && feedPage.next_cursor; i++) {
  feedPage = await json(
    `/api/discovery/feed?city_id=${city.id}&cursor=${encodeURIComponent(feedPage.next_cursor)}`,
  );
}
const laterCursor = encodeURIComponent(feedPage.next_cursor);
const { businesses } = await json(`/api/discovery/businesses?city_id=${city.id}`);
const sample = businesses[0];
const searchPath =
  `/api/discovery/businesses?city_id=${city.id}&category=${encodeURIComponent(sample.category)}` +
  `&subcategory=${encodeURIComponent(sample.subcategory)}&q=tacos`;

const cases = [
  { name: 'bare Fastify route (static JSON)', url: `http://127.0.0.1:${barePort}/static` },
  { name: 'home feed, first page', url: `${base}/api/discovery/feed?city_id=${city.id}` },
  {
    name: 'home feed, 12th page',
    url: `${base}/api/discovery/feed?city_id=${city.id}&cursor=${laterCursor}`,
  },
  { name: 'search: text + subcategory', url: `${base}${searchPath}` },
  { name: 'business page', url: `${base}/api/discovery/businesses/${sample.id}/page` },
];

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function measure(entry, seconds = duration) {
  const times = [];
  const instance = autocannon({ url: entry.url, connections, duration: seconds });
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

console.log(`\n${connections} connections, ${duration} s each, ${new Date().toISOString()}\n`);
console.log(
  'endpoint'.padEnd(34),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  '% bare'.padStart(7),
  'non-2xx'.padStart(8),
);
let bare = 0;
for (const entry of cases) {
  await measure(entry, 2); // warm-up (JIT, caches, pool), not reported
  const r = await measure(entry);
  if (!bare) bare = r.rps;
  console.log(
    entry.name.padEnd(34),
    r.rps.toFixed(0).padStart(8),
    r.p50.toFixed(1).padStart(8),
    r.p95.toFixed(1).padStart(8),
    `${((100 * r.rps) / bare).toFixed(0)}%`.padStart(7),
    String(r.non2xx).padStart(8),
  );
}
process.exit(0);
