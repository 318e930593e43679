// The business orders panel (issue 10): seeds a bench database with npm start's schema, catalogue
// and demo data, gives the demo owner's business (Tortas Ahogadas El Güero) 5,000 orders over 60
// days from 500 customers with one or two lines each, starts the gateway on it and measures the
// panel's reads as the owner with autocannon at 50 connections beside a bare Fastify route in
// the same run. Prints the EXPLAIN of the list and the search queries first.
// Usage: pnpm --filter @cerca/bench bench:orders-panel   (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
import { createBench } from './harness.mjs';

const orderCount = Number(process.env.BENCH_ORDERS ?? 5000);
const bench = createBench({
  database: 'cerca_bench_panel',
  redisPrefix: 'cerca-bench-panel:',
  gatewayPort: 8097,
  barePort: 8098,
  defaultConnections: 50,
});
const { base, sql: psql } = bench;
const OWNER = { email: 'tortas.el.guero@demo.cerca.mx', password: 'cerca-demo-1234' };

bench.seed();
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

await bench.startServers();

const headers = { authorization: `Bearer ${await bench.signIn(OWNER.email, OWNER.password)}` };
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
  { name: 'bare Fastify route (static JSON)', url: bench.bareUrl },
  // The cheapest signed-in read (token check and one row): what any owner-only read pays first.
  { name: 'signed-in baseline: me/account', url: `${base}/api/ordering/me/account`, headers },
  { name: 'panel list, first page', url: `${panel}/orders`, headers },
  { name: 'panel list, 12th page', url: `${panel}/orders?cursor=${laterCursor}`, headers },
  { name: 'panel list, delivered last week', url: `${panel}/orders?status=delivered&period=week`, headers },
  { name: 'panel search "morelos"', url: `${panel}/orders?q=morelos`, headers },
  { name: 'panel summary, all time', url: `${panel}/orders/summary`, headers },
];

await bench.runCases(cases, `${orderCount} orders, `);
process.exit(0);
