// Discovery at city scale (issues 7 and 24): seeds a bench database with npm start's schema,
// catalogue and demo data plus city-scale.sql (10,000 businesses and 200,000 posts in Guadalajara,
// 1,000 people), starts the gateway on it, and measures the hot discovery reads with autocannon at
// 200 connections beside a bare Fastify route in the same run: as a visitor, then signed in, each
// request as the next of the 1,000 people (their own reactions, follows and favourites).
// Usage: pnpm --filter @cerca/bench bench:discovery   (BENCH_SECONDS=10, BENCH_CONNECTIONS=200)
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBench, tsx } from './harness.mjs';

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

// 1,000 sign-ins would spend minutes hashing passwords: their tokens are minted (mint-tokens.ts).
const people = bench
  .sql(`select id, email from auth.users where email like 'bench%@bench.cerca.test' order by email`)
  .split('\n')
  .map((line) => {
    const [id, email] = line.split('|');
    return { id, email };
  });
console.log(`minting ${people.length} access tokens…`);
const idsFile = path.join(os.tmpdir(), 'cerca-bench-discovery-ids.json');
const tokensFile = path.join(os.tmpdir(), 'cerca-bench-discovery-tokens.json');
writeFileSync(idsFile, JSON.stringify(people));
bench.step(tsx, [path.join('deploy', 'bench', 'mint-tokens.ts'), idsFile, tokensFile]);
const bearers = Object.values(JSON.parse(readFileSync(tokensFile, 'utf8'))).map((token) => `Bearer ${token}`);

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

/**
 * The same read signed in, as the 1,000 people at once: each connection takes its own few of them
 * and goes round them, its requests built once (rebuilding one per request costs autocannon, the
 * client, more than the read costs the gateway).
 */
let connectionsSetUp = 0;
function signedIn(name, url) {
  const { pathname, search } = new URL(url);
  const each = Math.ceil(bearers.length / bench.connections);
  return {
    name: `${name}, signed in`,
    url,
    setupClient(client) {
      const first = (connectionsSetUp++ * each) % bearers.length;
      client.setRequests(
        Array.from({ length: each }, (_, k) => ({
          method: 'GET',
          path: `${pathname}${search}`,
          headers: { authorization: bearers[(first + k) % bearers.length] },
        })),
      );
    },
  };
}
const [feedFirst, feedLater, search, businessPage] = cases.slice(1);
cases.push(
  signedIn('home feed, first page', feedFirst.url),
  signedIn('home feed, 12th page', feedLater.url),
  signedIn('search', search.url),
  signedIn('business page', businessPage.url),
);

await bench.runCases(cases);
process.exit(0);
