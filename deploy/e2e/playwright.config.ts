import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const runId = process.env.E2E_RUN_ID ?? Date.now().toString(36);
// Test workers load this file again: they must find the same run id, hence the same prefix.
process.env.E2E_RUN_ID = runId;
/** The composed app's Redis key prefix, for tests that look into its queues. */
export const E2E_REDIS_PREFIX = `cerca-e2e:${runId}:`;
export const DRIVER_REMOTE_PORT = Number(process.env.E2E_DRIVER_REMOTE_PORT ?? 8191);
export const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/cerca_e2e_${runId}`;
/** The run's local asset store for `npm run release` (release.spec.ts), served by the gateway. */
export const E2E_RELEASES_DIR = path.resolve(
  import.meta.dirname,
  '../../.cache/e2e-release',
  runId,
  'releases',
);

/**
 * End-to-end tests drive Debian's Chromium against the composed app, started exactly as
 * `npm start` starts it (deploy/local/start.mjs) on its own port, database and Redis prefix.
 * mf-driver is pointed at a separate origin that the tests start and stop themselves, to prove
 * runtime composition from separately deployed remotes.
 */
export default defineConfig({
  testDir: './tests',
  // npm test runs the suite in parts side by side (deploy/local/e2e-parts.mjs), each its own folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-MX',
    // A failed test keeps its trace: the DOM at each step and the network. Screenshots in the
    // trace are a screencast Chromium encodes the whole run long, a fifth of the suite's time on
    // two cores (118 s against 100 s for three specs): the failure screenshot below is enough.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node deploy/local/start.mjs --skip-install --skip-build',
    cwd: '../..',
    url: `http://localhost:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: E2E_DATABASE_URL,
      RELEASES_DIR: E2E_RELEASES_DIR,
      REDIS_PREFIX: E2E_REDIS_PREFIX,
      REMOTE_MF_DRIVER_URL: `http://127.0.0.1:${DRIVER_REMOTE_PORT}/`,
      LOG_LEVEL: 'warn',
      // The whole suite signs in from one address, and the demo owner dozens of times, far more
      // often than people would: the per-IP (30) and per-address (10 per 5 minutes) limits are
      // tested by the auth service's own tests instead.
      AUTH_RATE_LIMIT_IP_MAX: '2000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '2000',
    },
  },
});
