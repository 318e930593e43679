import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeFiles, isTest } from './secret-defaults';

// Tests wait for what they expect (an event, a poll with a deadline: vi.waitFor, expect.poll)
// or move a fake clock (vi.useFakeTimers); a fixed pause "to let something happen" passes on
// a quiet machine and fails on a loaded one. These are the shapes such a pause takes.

const SHAPES: Array<{ what: string; pattern: RegExp }> = [
  {
    // new Promise((resolve) => setTimeout(resolve, 50)), setTimeout(() => resolve(x), ms); a
    // timer kept in a variable is a deadline that the awaited event clears, and 0 is one turn.
    what: 'a promise resolved by a timer',
    pattern:
      /(?<![=:]\s*)\bsetTimeout\(\s*(?:(?:r|res|done|\w*resolve\w*)|\(\)\s*=>\s*(?:r|res|done|\w*resolve\w*)\([^)]*\))\s*,(?!\s*0\s*\))/g,
  },
  {
    what: 'a sleep helper',
    pattern:
      /\b(?:sleep|delay|pause|wait)\(\s*[\w.]*\d[\w.]*\s*\)|\bwait\(\s*[A-Z_]+[A-Z_\d]*\s*(?:[+-][^)]*)?\)/g,
  },
  { what: "Playwright's fixed wait", pattern: /\.waitForTimeout\(/g },
  { what: 'a timer promise', pattern: /from\s+['"](?:node:)?timers\/promises['"]/g },
];

export interface FixedSleep {
  where: string;
  what: string;
  text: string;
}

/** The fixed pauses in one file's text, as "file:line". */
export function findFixedSleeps(file: string, text: string): FixedSleep[] {
  return SHAPES.flatMap(({ what, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({
      where: `${file}:${text.slice(0, match.index).split('\n').length}`,
      what,
      text: text.slice(match.index).split('\n')[0]!.trim(),
    })),
  ).sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));
}

/** Every TypeScript test file under `folders` (relative to `root`): tests, specs and their helpers. */
export function testFiles(root: string, folders: string[]): string[] {
  return codeFiles(root, folders).filter((file) => isTest(file) && /\.tsx?$/.test(file));
}

/** The fixed pauses in the test files under `folders`, but for the files in `except`. */
export function scanForFixedSleeps(root: string, folders: string[], except: string[]): FixedSleep[] {
  return testFiles(root, folders)
    .filter((file) => !except.includes(file))
    .flatMap((file) => findFixedSleeps(file, readFileSync(path.join(root, file), 'utf8')));
}
