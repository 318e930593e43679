// Discovery at city scale (issue 7): seeds a bench database with npm start's schema, catalogue
// and demo data plus city-scale.sql (10,000 businesses and 200,000 posts in Guadalajara), starts
// the gateway on it, and measures the hot discovery reads with autocannon at 200 connections
// beside a bare Fastify route in the same run.
// Usage: pnpm --filter @cerca/bench bench:discovery   (BENCH_SECONDS=10, BENCH_CONNECTIONS=200)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBench } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const bench = createBench({
  database: 'cerca_bench',
  redisPrefix: 'cerca-bench:',
  gatewayPort: 8091,
  barePort: 8092,
  defaultConnections: 200,
});
const { base } = bench;

bench.seed();
console.log('adding the city-scale data…');
bench.step('psql', ['-q', bench.databaseUrl, '-f', path.join(here, 'city-scale.sql')]);

await bench.startServers();

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
  { name: 'bare Fastify route (static JSON)', url: bench.bareUrl },
  { name: 'home feed, first page', url: `${base}/api/discovery/feed?city_id=${city.id}` },
  {
    name: 'home feed, 12th page',
    url: `${base}/api/discovery/feed?city_id=${city.id}&cursor=${laterCursor}`,
  },
  { name: 'search: text + subcategory', url: `${base}${searchPath}` },
  { name: 'business page', url: `${base}/api/discovery/businesses/${sample.id}/page` },
];

await bench.runCases(cases);
process.exit(0);
