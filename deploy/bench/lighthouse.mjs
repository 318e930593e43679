// Lighthouse (mobile preset, the default config) against a running Cerca (npm start), with
// Debian's Chromium and the handbook's flags. Prints score, LCP, TBT, FCP and bytes per page, and the
// accessibility and best-practices scores.
// Usage: BENCH_URL=http://localhost:8080 pnpm --filter @cerca/bench lighthouse [/path …]
// LH_CITY=Guadalajara measures a returning visitor instead: that city chosen and the introduction
// seen (stored before the run), still with nothing cached.
// Scores drift a few points between runs on a shared machine: take the median of LH_RUNS.
// LH_EMAIL and LH_PASSWORD measure a signed-in person (a session stored as the app stores it, as
// a phone has it each morning): e.g. the demo driver, luis.reparto@demo.cerca.mx, on
// /driver-dashboard.
// LH_DETAILS=1 also prints, per run, what to work on: the LCP element and its phases, the long
// tasks and the scripts that cost the most main-thread time.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/driver-dashboard'];
const runs = Number(process.env.LH_RUNS ?? 3);
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The country and city ids of the city named `name`, from the public API. */
async function findPlace(name) {
  const { countries } = await (await fetch(`${base}/api/discovery/countries`)).json();
  for (const country of countries) {
    const { cities } = await (await fetch(`${base}/api/discovery/cities?countryId=${country.id}`)).json();
    const city = cities.find((candidate) => candidate.name === name);
    if (city) return { countryId: country.id, cityId: city.id };
  }
  throw new Error(`no city named ${name} at ${base}`);
}

/** Where the page's auth client keeps its session (shared/session). */
const AUTH_STORAGE_KEY = 'sb-cerca-auth-token';

/** A session of LH_EMAIL from the auth service (password grant), as the page's client stores it. */
async function signIn(email, password) {
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in ${email}: ${response.status} ${await response.text()}`);
  const session = await response.json();
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  return session;
}

/**
 * Stores the chosen place and the session as the app does (localStorage, and the place cookie),
 * from a page that loads no script.
 */
async function storeState(chrome, { place, session }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/health`);
  await page.evaluate(
    ({ place, session, sessionKey }) => {
      if (place) {
        localStorage.setItem('selectedCountry', place.countryId);
        localStorage.setItem('selectedCity', place.cityId);
        // The copy the app keeps for the gateway's server render (@cerca/contracts/server-render).
        // biome-ignore lint/suspicious/noDocumentCookie: written as the app writes it (shared/session/src/place-cookie.ts).
        document.cookie = `cerca_place=${place.countryId}.${place.cityId}; Path=/; Max-Age=31536000; SameSite=Lax`;
      }
      if (session) localStorage.setItem(sessionKey, JSON.stringify(session));
      localStorage.setItem('hasSeenOnboarding', 'true');
    },
    { place, session, sessionKey: AUTH_STORAGE_KEY },
  );
  await page.close();
  await browser.disconnect();
}

const place = process.env.LH_CITY ? await findPlace(process.env.LH_CITY) : null;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const account = process.env.LH_EMAIL
  ? { email: process.env.LH_EMAIL, password: process.env.LH_PASSWORD }
  : null;
const stored = place !== null || account !== null;

const visitor = [
  place ? `returning visitor of ${process.env.LH_CITY}` : 'first visit',
  account ? `signed in as ${account.email}` : null,
]
  .filter(Boolean)
  .join(', ');
console.log(`${base}, Lighthouse mobile preset, ${visitor}, median of ${runs} runs\n`);
console.log(
  'page'.padEnd(20),
  'score'.padStart(6),
  'LCP s'.padStart(7),
  'TBT ms'.padStart(7),
  'FCP s'.padStart(7),
  'KB'.padStart(7),
  'a11y'.padStart(5),
  'BP'.padStart(4),
);
for (const path of paths) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: a first visit, nothing cached.
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
    try {
      // A fresh session per run: the stored one must still be valid when the page reads it.
      if (stored)
        await storeState(chrome, {
          place,
          session: account && (await signIn(account.email, account.password)),
        });
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        // Keeps the stored place and session; the cache holds only /health, which runs no script.
        disableStorageReset: stored,
        output: 'json',
        logLevel: 'error',
        // Accessibility and best practices too: issue 24 keeps them at 100 and at least 96.
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (lhr.runtimeError) {
        // A run Lighthouse could not measure (e.g. NO_LCP) is reported, not counted as a score of 0.
        console.log(
          `${path}: run ${i + 1} not measured: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
        continue;
      }
      if (process.env.LH_DETAILS === '1') printDetails(path, lhr);
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        bp: Math.round(lhr.categories['best-practices'].score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
        kb: lhr.audits['total-byte-weight'].numericValue / 1024,
      });
    } finally {
      await chrome.kill();
    }
  }
  if (results.length === 0) {
    console.log(path.padEnd(20), '  no run measured');
    continue;
  }
  const pick = (key) => median(results.map((result) => result[key]));
  console.log(
    path.padEnd(20),
    String(pick('score')).padStart(6),
    pick('lcp').toFixed(1).padStart(7),
    pick('tbt').toFixed(0).padStart(7),
    pick('fcp').toFixed(1).padStart(7),
    pick('kb').toFixed(0).padStart(7),
    String(pick('a11y')).padStart(5),
    String(pick('bp')).padStart(4),
    `  (scores ${results.map((result) => result.score).join(', ')})`,
  );
}

/** What made a run slow: the LCP element and its phases, long tasks, costly scripts. */
function printDetails(path, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  // Lighthouse 13's insight: a table of the paint's phases, then the element.
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const phases = parts.find((part) => part.type === 'table')?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  console.log(`\n${path}: LCP element ${node?.nodeLabel ?? '?'} (${node?.selector ?? ''})`);
  for (const phase of phases)
    console.log(`  ${String(phase.label).padEnd(26)} ${Math.round(phase.duration)} ms`);
  console.log('  long tasks (ms, url):');
  for (const task of items('long-tasks').slice(0, 6))
    console.log(`    ${Math.round(task.duration)} at ${Math.round(task.startTime)}  ${task.url}`);
  console.log('  main-thread time by script (ms):');
  for (const script of items('bootup-time').slice(0, 6))
    console.log(`    ${Math.round(script.total)} (script ${Math.round(script.scripting)})  ${script.url}`);
}
