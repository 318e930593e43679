// Measures the hot endpoints of a running Cerca (npm start) with autocannon and prints a table.
// Usage: BENCH_URL=http://localhost:8080 pnpm --filter @cerca/bench bench
// Figures drift 10–15 % between runs on a shared 2-core machine: compare within one run.
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

async function json(path, init) {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

const { countries } = await json('/api/discovery/countries');
const mexico = countries.find((country) => country.code === 'MX');
const { cities } = await json(`/api/discovery/cities?countryId=${mexico.id}`);
// A browser that has the list already revalidates it with its ETag (none before caching).
const countriesEtag = (await fetch(`${base}/api/discovery/countries`)).headers.get('etag');
const session = await json('/auth/v1/token?grant_type=password', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'sofia.ramirez@demo.cerca.mx', password: 'cerca-demo-1234' }),
});

const cases = [
  { name: 'gateway /health (floor: no work)', path: '/health' },
  { name: 'remotes manifest', path: '/remotes.json' },
  { name: 'countries', path: '/api/discovery/countries' },
  { name: 'cities of México', path: `/api/discovery/cities?countryId=${mexico.id}` },
  { name: 'categories', path: '/api/discovery/categories' },
  { name: 'one city', path: `/api/discovery/cities/${cities[0].id}` },
  ...(countriesEtag
    ? [
        {
          name: 'countries revalidated (304)',
          path: '/api/discovery/countries',
          headers: { 'if-none-match': countriesEtag },
        },
      ]
    : []),
  {
    name: 'categories, compressed (br)',
    path: '/api/discovery/categories',
    headers: { 'accept-encoding': 'br, gzip' },
  },
  {
    name: 'the signed-in person (JWT + 3 queries)',
    path: '/api/ordering/me',
    headers: { authorization: `Bearer ${session.access_token}` },
  },
];

console.log(`${base}, ${connections} connections, ${duration} s each\n`);
console.log(
  'endpoint'.padEnd(42),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p97.5 ms'.padStart(9),
  'non-2xx'.padStart(8),
);
for (const entry of cases) {
  const result = await autocannon({
    url: `${base}${entry.path}`,
    headers: entry.headers,
    connections,
    duration,
  });
  console.log(
    entry.name.padEnd(42),
    result.requests.average.toFixed(0).padStart(9),
    String(result.latency.p50).padStart(8),
    String(result.latency.p97_5).padStart(9),
    // 304 answers count as non-2xx for autocannon; they are the expected answer there.
    String(result.non2xx).padStart(8),
  );
}
