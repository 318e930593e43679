// Lighthouse (mobile preset, the default config) against a running Cerca (npm start), with
// Debian's Chromium and the handbook's flags. Prints score, LCP, TBT and bytes per page.
// Usage: BENCH_URL=http://localhost:8080 pnpm --filter @cerca/bench lighthouse [/path …]
// Scores drift a few points between runs on a shared machine: take the median of LH_RUNS.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`${base}, Lighthouse mobile preset, median of ${runs} runs\n`);
console.log(
  'page'.padEnd(20),
  'score'.padStart(6),
  'LCP s'.padStart(7),
  'TBT ms'.padStart(7),
  'FCP s'.padStart(7),
  'KB'.padStart(7),
);
for (const path of paths) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: a first visit, nothing cached.
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
    try {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
        kb: lhr.audits['total-byte-weight'].numericValue / 1024,
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(results.map((result) => result[key]));
  console.log(
    path.padEnd(20),
    String(pick('score')).padStart(6),
    pick('lcp').toFixed(1).padStart(7),
    pick('tbt').toFixed(0).padStart(7),
    pick('fcp').toFixed(1).padStart(7),
    pick('kb').toFixed(0).padStart(7),
    `  (scores ${results.map((result) => result.score).join(', ')})`,
  );
}
