import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import { DEMO_DRIVER, storeSession } from './helpers';
import { serveRemote, stop } from './remote-server';

/**
 * The JavaScript budget: what a first visit (empty cache, as a new visitor) downloads, summed
 * from the encoded sizes Chromium reports for script responses. Budgets live in ../budgets.json.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const budgetsFile = path.join(here, '..', 'budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as {
  pages: Record<string, { scriptKB: number; signedInAs?: keyof typeof ACCOUNTS }>;
};
/** Who a page is visited as: the driver's dashboard is measured as a driver sees it. */
const ACCOUNTS = { driver: DEMO_DRIVER };
const measured: Record<string, number> = {};

// In these runs mf-driver lives on its own origin (see playwright.config.ts); serve it here.
let driverRemote: Server;
test.beforeAll(async () => {
  driverRemote = await serveRemote(path.resolve(here, '../../../mf-driver/dist'), DRIVER_REMOTE_PORT);
});
test.afterAll(async () => {
  await stop(driverRemote);
  if (process.env.E2E_RECORD_BUDGETS !== '1') return;
  for (const [page, kb] of Object.entries(measured)) {
    budgets.pages[page] = { ...budgets.pages[page], scriptKB: Math.ceil(kb) };
  }
  writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
});

interface ScriptResponse {
  url: string;
  encoding: string;
  encodedBytes: number;
  decodedBytes: number;
}

for (const [pagePath, budget] of Object.entries(budgets.pages)) {
  const who = budget.signedInAs ? ` signed in as the ${budget.signedInAs}` : '';
  test(`a first visit to ${pagePath}${who} downloads at most ${budget.scriptKB} KB of compressed JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Signed in is a stored session and an empty cache: what a driver's phone has each morning.
    if (budget.signedInAs) await storeSession(page, ACCOUNTS[budget.signedInAs]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, ScriptResponse>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
      );
      scripts.set(event.requestId, {
        url: event.response.url,
        encoding: headers['content-encoding'] ?? '',
        encodedBytes: 0,
        decodedBytes: 0,
      });
    });
    cdp.on('Network.dataReceived', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.decodedBytes += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      // Bytes on the wire: compressed body plus headers, as the browser received them.
      if (script) script.encodedBytes = event.encodedDataLength;
    });

    await page.goto(pagePath, { waitUntil: 'networkidle' });
    // Still on the page measured: a signed-in page did not send the visitor to sign in.
    expect(new URL(page.url()).pathname).toBe(pagePath);
    // Remotes mount after the manifest and their entry: once one has drawn its page, the chunks
    // that drawing asked for are on their way, and network idle again means they arrived.
    await expect(page.locator('[data-remote] > :not(.cerca-remote-status)').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.close();

    const list = [...scripts.values()];
    const kb = list.reduce((sum, script) => sum + script.encodedBytes, 0) / 1024;
    const rawKb = list.reduce((sum, script) => sum + script.decodedBytes, 0) / 1024;
    measured[pagePath] = kb;
    console.log(
      `[budget] ${pagePath}: ${list.length} scripts, ${kb.toFixed(1)} KB compressed ` +
        `(${rawKb.toFixed(1)} KB uncompressed), budget ${budget.scriptKB} KB`,
    );
    for (const script of list.sort((a, b) => b.encodedBytes - a.encodedBytes)) {
      console.log(
        `[budget]   ${(script.encodedBytes / 1024).toFixed(1).padStart(6)} KB ${script.encoding || 'none'} ${script.url}`,
      );
    }
    expect(list.length, 'no script was downloaded: did the page load?').toBeGreaterThan(0);
    // Everything but tiny files goes out compressed.
    const uncompressed = list.filter((script) => !script.encoding && script.decodedBytes > 1024);
    expect(uncompressed.map((script) => script.url)).toEqual([]);
    expect(kb, `${pagePath} downloads ${kb.toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(
      budget.scriptKB,
    );
  });
}
