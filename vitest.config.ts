import { defineConfig } from 'vitest/config';

// One project per workspace package that has a vitest.config.ts; `vitest run --project <name>`
// runs one alone. Integration tests share the machine's Postgres and Redis, each test file in its
// own database and key prefix.
export default defineConfig({
  test: {
    projects: [
      'shared/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      '{shell,mf-*}/vitest.config.ts',
      'deploy/*/vitest.config.ts',
    ],
  },
});
