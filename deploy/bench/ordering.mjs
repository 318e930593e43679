// Order creation (issue 10): seeds a bench database with npm start's schema, catalogue and demo
// data, opens one demo business all day with a delivery fee and a three-item menu, starts the
// gateway on it and measures POST /api/ordering/orders (a 3-line cart, a new idempotency key per
// request) with autocannon beside a bare Fastify route in the same run. Then 100 concurrent
// checkouts must make exactly 100 orders, each with the right total.
// Usage: pnpm --filter @cerca/bench bench:ordering   (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
import { randomUUID } from 'node:crypto';
import { createBench, OPEN_ALL_DAY } from './harness.mjs';

const bench = createBench({
  database: 'cerca_bench',
  redisPrefix: 'cerca-bench-ordering:',
  gatewayPort: 8095,
  barePort: 8096,
  defaultConnections: 50,
});
const { base, sql } = bench;

bench.seed();

// One demo business, open all day, with a delivery fee and three fresh items (one with variants).
const businessId = sql(`select id from businesses where name = 'Tortas Ahogadas El Güero' limit 1`);
sql(
  `update businesses set schedule = '${OPEN_ALL_DAY}'::jsonb, delivery_fee = 30.00 where id = '${businessId}'`,
);
const categoryId = sql(
  `insert into menu_categories (business_id, name, "order") values ('${businessId}', 'Bench', 99) returning id`,
);
const itemId = (name, price) =>
  sql(
    `insert into menu_items (business_id, category_id, name, price) values ('${businessId}', '${categoryId}', '${name}', ${price}) returning id`,
  );
const torta = itemId('Torta bench', '85.50');
const agua = itemId('Agua bench', '30.00');
const taco = itemId('Taco bench', '22.00');
const entera = sql(
  `insert into menu_item_variants (menu_item_id, name, price_extra) values ('${torta}', 'Entera', 20.25) returning id`,
);
sql(`insert into menu_item_variants (menu_item_id, name, price_extra) values ('${torta}', 'Media', 0)`);
const items = [
  { menu_item_id: torta, variant_id: entera, quantity: 2, notes: 'Bien ahogada' },
  { menu_item_id: agua, quantity: 1 },
  { menu_item_id: taco, quantity: 3 },
];
// (85.50 + 20.25) × 2 + 30.00 + 22.00 × 3 = 307.50; + 30.00 delivery.
const expectedTotal = '337.50';

await bench.startServers();

/** A fresh customer and their access token. */
async function customer(label) {
  const email = `bench-${label}-${randomUUID().slice(0, 8)}@bench.test`;
  const password = 'bench-contraseña-1';
  const signup = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const { user } = await signup.json();
  return { id: user.id, token: await bench.signIn(email, password) };
}

const body = (key) =>
  JSON.stringify({
    idempotency_key: key,
    business_id: businessId,
    items,
    address: { street: 'Av. Juárez', number: '123', neighborhood: 'Centro', postal_code: '44100' },
    delivery_notes: 'Tocar el timbre',
    contact_phone: '33 1234 5678',
  });

const buyer = await customer('load');
const first = await fetch(`${base}/api/ordering/orders`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
  body: body(randomUUID()),
});
if (first.status !== 201) throw new Error(`order: ${first.status} ${await first.text()}`);
if ((await first.json()).total_amount !== expectedTotal) throw new Error('wrong total');

const cases = [
  { name: 'bare Fastify route (static JSON)', url: bench.bareUrl },
  {
    // The floor of a signed-in call: token check and the caller's profile, no order work.
    name: 'GET /me (signed-in floor)',
    url: `${base}/api/ordering/me`,
    headers: { authorization: `Bearer ${buyer.token}` },
  },
  {
    name: 'POST /orders (3-line cart)',
    url: `${base}/api/ordering/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: body(randomUUID()) }) }],
  },
];

await bench.runCases(cases);
const wrong = sql(
  `select count(*) from orders where user_id = '${buyer.id}' and total_amount <> ${expectedTotal}`,
);
const made = sql(`select count(*) from orders where user_id = '${buyer.id}'`);
console.log(`\nload run: ${made} orders stored, ${wrong} with a wrong total`);

// 100 concurrent checkouts by one customer, each its own key: exactly 100 orders, right totals;
// and each sent twice at once (a double tap): still 100. 200 requests at once are more than the
// database pool lets wait (shared/db bounded-pool.ts): the overflow answers 503 database_busy with
// Retry-After, and the client sends the same request again, with the same key, as the app does.
const checkout = await customer('checkout');
const keys = Array.from({ length: 100 }, () => randomUUID());
const started = Date.now();
const shed = { count: 0 };
async function placeUntilAnswered(key) {
  for (;;) {
    const response = await fetch(`${base}/api/ordering/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${checkout.token}` },
      body: body(key),
    });
    const answer = await response.json();
    if (response.status !== 503) return { status: response.status, order: answer };
    shed.count += 1;
    await new Promise((resolve) =>
      setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000),
    );
  }
}
const answers = await Promise.all([...keys, ...keys].map(placeUntilAnswered));
const elapsed = Date.now() - started;
const statuses = { 503: shed.count };
for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
const stored = Number(sql(`select count(*) from orders where user_id = '${checkout.id}'`));
const badTotals = Number(
  sql(`select count(*) from orders where user_id = '${checkout.id}' and total_amount <> ${expectedTotal}`),
);
const distinct = new Set(answers.map(({ order }) => order.id)).size;
console.log(
  `100 concurrent checkouts (each sent twice at once): ${elapsed} ms, statuses ${JSON.stringify(statuses)}, ` +
    `${stored} orders stored, ${distinct} distinct ids answered, ${badTotals} with a wrong total`,
);
const ok = stored === 100 && badTotals === 0 && distinct === 100 && Number(wrong) === 0;
console.log(ok ? 'OK' : 'FAILED');
process.exit(ok ? 0 : 1);
