import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per workspace package that has a vitest.config.ts; `vitest run --project <name>`
// runs one alone. Integration tests share the machine's Postgres and Redis, each test file in its
// own database and key prefix.
//
// Each project sets `isolate: false`: a worker imports Fastify, the routes, React and happy-dom
// once for all the files it runs, not once per file. Importing was most of the suite's time (on
// this 2-core machine 504 s isolated, 306 s shared, the same 2027 tests). Files share no state
// through modules they do not own: each makes its own database, prefix and app. A project whose
// files replace modules with vi.mock keeps isolation (deploy/topology/test/test-isolation.test.ts).
export default defineConfig({
  test: {
    // Most test files spend their time waiting on Postgres, Redis and sockets, not computing:
    // Vitest's default (cores - 1, so one file at a time on a 2-core machine) leaves the cores
    // idle. Each file has its own database and key prefix, so files run side by side safely.
    // Three on two cores keeps Postgres (100 connections) well clear of its limit.
    maxWorkers: Math.min(availableParallelism() + 1, 8),
    projects: [
      'shared/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      '{shell,mf-*}/vitest.config.ts',
      // Component tests (*.test.tsx) in happy-dom: one project per app and shared/ui.
      '{shell,mf-*,shared/ui}/vitest.dom.config.ts',
      'deploy/*/vitest.config.ts',
    ],
  },
});
