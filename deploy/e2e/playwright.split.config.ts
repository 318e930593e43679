import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_SPLIT_PORT ?? 8481);
const runId = process.env.E2E_SPLIT_RUN_ID ?? Date.now().toString(36);
// Test workers load this file again: they must find the same run id, hence the same database.
process.env.E2E_SPLIT_RUN_ID = runId;
/** The gateway's port: split-control finds the supervisor from it (PORT + 1). */
export const SPLIT_PORT = port;

/**
 * The smoke test of `npm run start:split`: every service in its own process behind the gateway
 * in proxy mode, on ports and a database of its own (services at their service.json port + 400),
 * so it can run right after the main end-to-end suite. Its tests stop and start services.
 */
export default defineConfig({
  ...base,
  testDir: './tests-split',
  // Its own folder: Playwright empties its output folder at start, and the main run's failure
  // screenshots and traces must survive this run.
  outputDir: './test-results-split',
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: 'node deploy/local/start.mjs --split --skip-install --skip-build',
    cwd: '../..',
    url: `http://localhost:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SPLIT_PORT_OFFSET: process.env.E2E_SPLIT_PORT_OFFSET ?? '400',
      DATABASE_URL:
        process.env.E2E_SPLIT_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/cerca_e2e_split_${runId}`,
      REDIS_PREFIX: `cerca-e2e-split:${runId}:`,
      LOG_LEVEL: 'error',
      // As in the main suite: the smoke signs in from one address more often than people would.
      AUTH_RATE_LIMIT_IP_MAX: '2000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '2000',
    },
  },
});
