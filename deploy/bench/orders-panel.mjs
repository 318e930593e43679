// The business orders panel (issue 10): seeds a bench database with npm start's schema, catalogue
// and demo data, gives the demo owner's business (Tortas Ahogadas El Güero) 5,000 orders over 60
// days from 500 customers with one or two lines each, starts the gateway on it and measures the
// panel's reads as the owner with autocannon at 50 connections beside a bare Fastify route in
// the same run. Prints the EXPLAIN of the list and the search queries first.
// Usage: pnpm --filter @cerca/bench bench:orders-panel   (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cerca_bench_panel';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const orderCount = Number(process.env.BENCH_ORDERS ?? 5000);
const gatewayPort = 8097;
const barePort = 8098;
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  STORAGE_DIR: path.join(root, '.data', 'bench-storage'),
  REDIS_PREFIX: 'cerca-bench-panel:',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  STORAGE_SIGNING_SECRET: 'bench-only-signing-secret-not-for-production',
};
const OWNER = { email: 'tortas.el.guero@demo.cerca.mx', password: 'cerca-demo-1234' };

function step(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function psql(sql) {
  const result = spawnSync('psql', ['-qAt', databaseUrl, '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
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

console.log('seeding the bench database (schema, catalogue, demo)…');
step(tsx, ['shared/seed/src/cli/seed.ts']);
const businessId = psql(
  `select b.id from businesses b join auth.users u on u.id = b.owner_id where u.email = '${OWNER.email}' order by b.created_at limit 1`,
);
console.log(`adding ${orderCount} orders to business ${businessId}…`);
psql(`
delete from orders where business_id = '${businessId}' and delivery_notes = 'bench';
insert into auth.users (id, email)
  select gen_random_uuid(), 'bench-panel-' || g || '@bench.test' from generate_series(1, 500) g
  on conflict do nothing;
insert into profiles (id, email, username)
  select u.id, u.email, split_part(u.email, '@', 1) from auth.users u
  where u.email like 'bench-panel-%' on conflict do nothing;
with customers as (
  select id, row_number() over (order by id) as n from profiles where username like 'bench-panel-%'
), made as (
  insert into orders (business_id, user_id, status, subtotal_amount, shipping_amount, total_amount,
                      delivery_address, delivery_notes, created_at)
  select '${businessId}', c.id,
    (array['pending','preparing','looking_for_driver','on_the_way','delivered','delivered','delivered','cancelled'])[1 + g % 8],
    170.00, 25.00, 195.00,
    'Calle ' || (array['Hidalgo','Morelos','Juárez','Allende','Independencia'])[1 + g % 5] || ' ' || g || ', Guadalajara',
    'bench', now() - (g * interval '60 days' / ${orderCount})
  from generate_series(1, ${orderCount}) g join customers c on c.n = 1 + g % 500
  returning id
)
insert into order_items (order_id, item_name, quantity, unit_price, variant_price_extra)
  select id, 'Torta ahogada', 2, 85.00, 0 from made;
analyze orders; analyze order_items; analyze profiles;
`);

function explain(label, sql) {
  console.log(`\nEXPLAIN ANALYZE — ${label}`);
  console.log(psql(`explain (analyze, costs off, timing off, summary on) ${sql}`));
}
const listSql = (where) => `
select orders.id from orders left join profiles as customer on customer.id = orders.user_id
where orders.business_id = '${businessId}' ${where}
order by orders.created_at desc, orders.id desc limit 21`;
explain('first page', listSql(''));
explain(
  'search "morelos" (id, customer name, address)',
  listSql(
    `and (orders.id::text ilike '%morelos%' or customer.username ilike '%morelos%' or customer.full_name ilike '%morelos%' or orders.delivery_address ilike '%morelos%')`,
  ),
);
explain(
  'summary, last month',
  `select status, count(*), sum(total_amount) from orders where business_id = '${businessId}' and created_at >= now() - interval '30 days' group by status`,
);

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

const grant = await fetch(`${base}/auth/v1/token?grant_type=password`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(OWNER),
});
if (!grant.ok) throw new Error(`sign-in: ${grant.status} ${await grant.text()}`);
const headers = { authorization: `Bearer ${(await grant.json()).access_token}` };
const panel = `${base}/api/ordering/businesses/${businessId}`;

async function json(url) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
let page = await json(`${panel}/orders`);
for (let i = 0; i < 10 && page.next_cursor; i++) {
  page = await json(`${panel}/orders?cursor=${encodeURIComponent(page.next_cursor)}`);
}
const laterCursor = encodeURIComponent(page.next_cursor);

const cases = [
  { name: 'bare Fastify route (static JSON)', url: `http://127.0.0.1:${barePort}/static` },
  // The cheapest signed-in read (token check and one row): what any owner-only read pays first.
  { name: 'signed-in baseline: me/account', url: `${base}/api/ordering/me/account`, headers },
  { name: 'panel list, first page', url: `${panel}/orders`, headers },
  { name: 'panel list, 12th page', url: `${panel}/orders?cursor=${laterCursor}`, headers },
  { name: 'panel list, delivered last week', url: `${panel}/orders?status=delivered&period=week`, headers },
  { name: 'panel search "morelos"', url: `${panel}/orders?q=morelos`, headers },
  { name: 'panel summary, all time', url: `${panel}/orders/summary`, headers },
];

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function measure(entry, seconds = duration) {
  const times = [];
  const instance = autocannon({ url: entry.url, headers: entry.headers, connections, duration: seconds });
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

console.log(
  `\n${orderCount} orders, ${connections} connections, ${duration} s each, ${new Date().toISOString()}\n`,
);
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
