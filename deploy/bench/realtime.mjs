// Live delivery at scale (issue 11): 2,000 connected sockets — customers, drivers and business
// owners across 10 zones — on the composed app. Measures, from the moment the owner's HTTP request
// leaves until the socket event arrives:
//   1. a status change (pending → preparing) to the customer's socket ('order:status');
//   2. an order entering looking_for_driver to EVERY available driver of its zone ('order:available');
// beside a bare socket.io echo (no auth, no Redis) in the same run. Goal: p99 under 25 ms. The job
// workers run as their own process, as deployed; the notifications they store are counted at the end.
// Usage: pnpm --filter @cerca/bench bench:realtime   (BENCH_SOCKETS=2000, BENCH_CHANGES=400, BENCH_RATE=20)
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { createBench, OPEN_ALL_DAY, percentile, tsx } from './harness.mjs';

const ZONES = 10;
const sockets = Number(process.env.BENCH_SOCKETS ?? 2000);
const changes = Number(process.env.BENCH_CHANGES ?? 400);
// Orders started per second, open loop (a new one starts on time whatever the others are doing):
// latency at a steady load, not at saturation. Each makes two status changes.
const rate = Number(process.env.BENCH_RATE ?? 20);
const driversPerZone = Math.round((sockets * 0.2) / ZONES);
const ownerTabs = Math.round((sockets * 0.05) / ZONES);
const customers = sockets - ZONES * (driversPerZone + ownerTabs);
const barePort = 8102;
const bench = createBench({
  database: 'cerca_bench_realtime',
  redisPrefix: 'cerca-bench-rt:',
  gatewayPort: 8101,
  barePort: 8103,
  defaultConnections: sockets,
});
const { base, sql } = bench;

bench.seed();
console.log(`seeding ${ZONES} zones: a business, ${driversPerZone} drivers each, ${customers} customers…`);
// Ten cities, a copy of a demo business in each (open all day), its owner, available drivers, and
// one pending order per customer at the business of the customer's zone.
sql(`
delete from auth.users where email like 'rt-%@bench.test';
create temp table zones as
  select id as city_id, row_number() over (order by name) as zone from cities order by name limit ${ZONES};
insert into auth.users (id, email)
  select gen_random_uuid(), 'rt-' || kind || '-' || z || '-' || n || '@bench.test'
  from (values ('owner', 1), ('driver', ${driversPerZone})) as k(kind, count),
       generate_series(1, ${ZONES}) z, lateral generate_series(1, k.count) n
  union all
  select gen_random_uuid(), 'rt-customer-' || (1 + n % ${ZONES}) || '-' || n || '@bench.test'
  from generate_series(1, ${customers}) n;
insert into profiles (id, email, username)
  select id, email, split_part(email, '@', 1) from auth.users where email like 'rt-%@bench.test';
insert into businesses
  select (jsonb_populate_record(null::businesses, to_jsonb(b) || jsonb_build_object(
    'id', gen_random_uuid(), 'name', 'Bench ' || zones.zone, 'city_id', zones.city_id,
    'owner_id', (select id from auth.users where email = 'rt-owner-' || zones.zone || '-1@bench.test'),
    'schedule', '${OPEN_ALL_DAY}'::jsonb))).*
  from zones, (select * from businesses where name = 'Tortas Ahogadas El Güero' limit 1) b;
insert into drivers (id, zone_id, phone, vehicle_type, status, is_available)
  select u.id, zones.city_id, '33 1234 5678', 'moto', 'approved', true
  from auth.users u join zones on u.email like 'rt-driver-' || zones.zone || '-%@bench.test';
insert into orders (business_id, user_id, status, subtotal_amount, shipping_amount, total_amount,
                    delivery_address, contact_phone)
  select b.id, u.id, 'pending', 100, 25, 125, 'Av. Juárez 123, Centro', '33 1234 5678'
  from auth.users u
  join zones on u.email like 'rt-customer-' || zones.zone || '-%@bench.test'
  join businesses b on b.city_id = zones.city_id and b.name = 'Bench ' || zones.zone;
`);
const rows = (query) =>
  sql(query)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));
const people = rows(`
  select u.id, u.email, coalesce(d.zone_id::text, ''), coalesce(b.id::text, '') from auth.users u
  left join drivers d on d.id = u.id left join businesses b on b.owner_id = u.id
  where u.email like 'rt-%@bench.test'`).map(([id, email, zone, business]) => ({
  id,
  email,
  zone,
  business,
}));
const orders = rows(`
  select o.id, o.user_id, o.business_id, b.owner_id, b.city_id from orders o
  join businesses b on b.id = o.business_id where b.name like 'Bench %' and o.status = 'pending'`).map(
  ([id, customer, business, owner, zone]) => ({ id, customer, business, owner, zone }),
);

console.log(`minting ${people.length} access tokens…`);
const idsFile = path.join(os.tmpdir(), 'cerca-bench-rt-ids.json');
const tokensFile = path.join(os.tmpdir(), 'cerca-bench-rt-tokens.json');
writeFileSync(idsFile, JSON.stringify(people.map(({ id, email }) => ({ id, email }))));
bench.step(tsx, [path.join('deploy', 'bench', 'mint-tokens.ts'), idsFile, tokensFile]);
const tokens = JSON.parse((await import('node:fs')).readFileSync(tokensFile, 'utf8'));

// As deployed (deploy/k8s): the job workers — here the notifications' fan-out to a zone's drivers —
// run in their own process, not in the gateway's event loop that answers the status changes.
await bench.startServers(); // without job workers (harness.mjs)
await bench.startService('jobs', 8104);
bench.startProcess('bare-socket-server.mjs', { PORT: String(barePort) });

/** A socket of `userId`, in the rooms given, once the server has let it in. */
async function connect(userId, roomsToJoin = []) {
  const socket = io(base, { path: '/realtime', transports: ['websocket'], auth: { token: tokens[userId] } });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  for (const room of roomsToJoin) {
    const answer = await socket.timeout(10_000).emitWithAck('join', room);
    if (!answer.ok) throw new Error(`join ${room}: ${answer.message}`);
  }
  return socket;
}

console.log(`connecting ${sockets} sockets…`);
const started = Date.now();
const customerSocket = new Map();
const driverSockets = new Map(); // zone → sockets
const all = [];
const connectAll = async (list, batch = 100) => {
  for (let i = 0; i < list.length; i += batch) await Promise.all(list.slice(i, i + batch).map((f) => f()));
};
await connectAll([
  ...people
    .filter((p) => p.email.startsWith('rt-customer-'))
    .map((p) => async () => {
      const socket = await connect(p.id);
      customerSocket.set(p.id, socket);
      all.push(socket);
    }),
  ...people
    .filter((p) => p.zone)
    .map((p) => async () => {
      const socket = await connect(p.id, [`zone:${p.zone}`]);
      driverSockets.set(p.zone, [...(driverSockets.get(p.zone) ?? []), socket]);
      all.push(socket);
    }),
  ...people
    .filter((p) => p.business)
    .flatMap((p) =>
      Array.from({ length: ownerTabs }, () => async () => {
        all.push(await connect(p.id, [`business:${p.business}`]));
      }),
    ),
]);
console.log(`${all.length} sockets connected in ${Date.now() - started} ms`);

/** Waits for `count` events named `event` about `orderId` on `targets`; resolves their latencies. */
function expectEvents(targets, event, orderId, idOf, t0) {
  return Promise.all(
    targets.map(
      (socket) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${event} for ${orderId} never came`)), 10_000);
          const on = (payload) => {
            if (idOf(payload) !== orderId) return;
            clearTimeout(timer);
            socket.off(event, on);
            resolve(performance.now() - t0.value);
          };
          socket.on(event, on);
        }),
    ),
  );
}

async function advance(order, status) {
  const response = await fetch(`${base}/api/ordering/orders/${order.id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[order.owner]}` },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`${status}: ${response.status} ${await response.text()}`);
}

const toCustomer = [];
const toDrivers = [];
const answers = [];
// The first orders warm the JIT, the pools and the prepared statements; they are not reported.
const WARM_UP = 40;
const sample = orders.slice(WARM_UP, WARM_UP + changes);
async function run(order, record = true) {
  for (const [status, into, targets, event, idOf] of [
    ['preparing', toCustomer, [customerSocket.get(order.customer)], 'order:status', (p) => p.order_id],
    [
      'looking_for_driver',
      toDrivers,
      driverSockets.get(order.zone) ?? [],
      'order:available',
      (p) => p.order?.id,
    ],
  ]) {
    const t0 = { value: 0 };
    const arrivals = expectEvents(targets, event, order.id, idOf, t0);
    t0.value = performance.now();
    await advance(order, status);
    if (record) answers.push(performance.now() - t0.value);
    const latencies = await arrivals;
    if (record) into.push(...latencies);
  }
}
await Promise.all(orders.slice(0, WARM_UP).map((order) => run(order, false)));
console.log(`${sample.length} orders: preparing, then looking_for_driver, ${rate} orders a second…`);
const runs = [];
for (const order of sample) {
  runs.push(run(order));
  await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
}
await Promise.all(runs);

// The floor: the same client process, a bare socket.io echo round trip, halved (one way).
const bareSockets = await Promise.all(
  Array.from({ length: 50 }, async () => {
    const socket = io(`http://127.0.0.1:${barePort}`, { transports: ['websocket'] });
    await new Promise((resolve) => socket.once('connect', resolve));
    return socket;
  }),
);
const bare = [];
for (let round = 0; round < 40; round++) {
  await Promise.all(
    bareSockets.map(
      (socket) =>
        new Promise((resolve) => {
          const t0 = performance.now();
          socket.once('echo', () => {
            bare.push((performance.now() - t0) / 2);
            resolve();
          });
          socket.emit('echo', { at: t0 });
        }),
    ),
  );
}

const line = (name, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(
    name.padEnd(44),
    String(sorted.length).padStart(7),
    ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(8)),
  );
};
console.log(
  `\n${all.length} sockets, ${ZONES} zones, ${rate} orders/s (${2 * rate} status changes/s), ${new Date().toISOString()}\n`,
);
console.log(
  'path'.padEnd(44),
  'events'.padStart(7),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
);
line('bare socket.io echo (one way)', bare);
line('status change: HTTP answer', answers);
line('status change → customer socket', toCustomer);
line(`looking_for_driver → each zone driver (${driversPerZone})`, toDrivers);
// The fan-out happened too: per order, the customer told twice and every available zone driver once.
const expected = sample.length * (2 + driversPerZone);
const ids = sample.map((order) => `'${order.id}'`).join(',');
let stored = 0;
for (let waited = 0; waited < 30_000 && stored < expected; waited += 500) {
  stored = Number(sql(`select count(*) from notifications where data->>'order_id' in (${ids})`));
  if (stored < expected) await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(`\nnotifications stored by the jobs process: ${stored} of ${expected}`);
for (const socket of [...all, ...bareSockets]) socket.disconnect();
process.exit(0);
