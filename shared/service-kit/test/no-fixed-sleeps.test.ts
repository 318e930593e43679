import { describe, expect, it } from 'vitest';
import { findFixedSleeps, scanForFixedSleeps, testFiles } from './fixed-sleeps';
import { REPO_FOLDERS as FOLDERS, REPO_ROOT as ROOT } from './repo';

/** The scanner and this file spell what they look for. */
const SCANNER = [
  'shared/service-kit/test/fixed-sleeps.ts',
  'shared/service-kit/test/no-fixed-sleeps.test.ts',
];

describe('no test waits a fixed time for something to happen', () => {
  it('finds no timer-resolved promise, sleep helper or waitForTimeout in any test file', () => {
    expect(testFiles(ROOT, FOLDERS).length).toBeGreaterThan(300);
    const found = scanForFixedSleeps(ROOT, FOLDERS, SCANNER);
    expect(found.map(({ where, what, text }) => `${where} ${what}: ${text}`)).toEqual([]);
  });

  it('would have caught the sleeps issue 23 removed, and lets deadlines and fake clocks be', () => {
    const sleeps = [
      'await new Promise((resolve) => setTimeout(resolve, 200));',
      'await new Promise((r) => setTimeout(r, 5));',
      'return new Promise((resolve) => setTimeout(() => resolve(events), ms));',
      'const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));',
      'await wait(TYPING_RELAY_INTERVAL_MS + 20);',
      'await sleep(300);',
      'await page.waitForTimeout(1_000);',
      "import { setTimeout as sleep } from 'node:timers/promises';",
    ].join('\n');
    expect(findFixedSleeps('a.test.ts', sleeps).map(({ where }) => where)).toEqual([
      'a.test.ts:1',
      'a.test.ts:2',
      'a.test.ts:3',
      'a.test.ts:4',
      'a.test.ts:5',
      'a.test.ts:6',
      'a.test.ts:7',
      'a.test.ts:8',
    ]);
    const allowed = [
      "const timer = setTimeout(() => reject(new Error('no event')), 3000);",
      "const timer = setTimeout(() => resolve({ connected: false, code: 'timeout' }), ACK_TIMEOUT_MS);",
      'const flush = () => new Promise((resolve) => setTimeout(resolve, 0));',
      'await new Promise((resolve) => setImmediate(resolve));',
      'await vi.waitFor(check, { timeout: 5_000, interval: 50 });',
      'await vi.advanceTimersByTimeAsync(30);',
      'await expect.poll(() => listed(id), { timeout: 10_000 }).toEqual([]);',
      'test.setTimeout(120_000);',
    ].join('\n');
    expect(findFixedSleeps('b.test.ts', allowed)).toEqual([]);
  });
});
