// The browser suite's spec files in `count` groups of about equal running time, for `npm test`
// to run side by side, each against its own app. Playwright's own --shard splits by test count,
// which left one part 90 s behind the other (release.spec.ts alone runs 75 s). Weights are each
// spec's seconds on one worker of the 2-core CI machine (deploy/e2e/spec-seconds.json); a spec not
// listed there yet counts as the median. Only the balance depends on them: every spec file runs,
// in exactly one part.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './toolchain.mjs';

const E2E = path.join(ROOT, 'deploy', 'e2e');

/** The split-mode smoke's entry in spec-seconds.json: it runs after the last part's specs. */
const SPLIT_SMOKE = 'playwright.split.config.ts';

/**
 * Spec paths relative to deploy/e2e (`tests/x.spec.ts`), in `count` groups, heaviest first. The
 * last group also runs the split-mode smoke after its specs (test.mjs): it starts with the smoke's
 * seconds, so that it ends with the others instead of 80 s after them.
 */
export function e2eParts(count) {
  const seconds = JSON.parse(readFileSync(path.join(E2E, 'spec-seconds.json'), 'utf8'));
  const specs = readdirSync(path.join(E2E, 'tests')).filter((name) => name.endsWith('.spec.ts'));
  const known = specs.map((spec) => seconds[spec]).filter((value) => typeof value === 'number');
  const median = known.sort((a, b) => a - b)[Math.floor(known.length / 2)] ?? 1;
  const weighed = specs
    .map((spec) => ({ spec, weight: seconds[spec] ?? median }))
    .sort((a, b) => b.weight - a.weight || a.spec.localeCompare(b.spec));
  const parts = Array.from({ length: count }, () => ({ weight: 0, specs: [] }));
  const smokePart = parts[0];
  smokePart.weight = seconds[SPLIT_SMOKE] ?? median;
  for (const { spec, weight } of weighed) {
    const lightest = parts.reduce((best, part) => (part.weight < best.weight ? part : best));
    lightest.weight += weight;
    lightest.specs.push(`tests/${spec}`);
  }
  const others = parts.filter((part) => part !== smokePart).sort((a, b) => b.weight - a.weight);
  return [...others, smokePart].map((part) => part.specs.sort());
}
