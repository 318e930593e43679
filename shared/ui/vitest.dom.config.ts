import { defineProject } from 'vitest/config';

// Component tests (*.test.tsx) in happy-dom with Testing Library. The remotes' projects also use
// @cerca/remote-kit/testing (API, realtime, texts), which this package sits below.
export default defineProject({
  test: {
    name: '@cerca/ui:dom',
    isolate: false,
    environment: 'happy-dom',
    // A findBy may wait up to 4 s (remote-kit's setup) and a test may hold a few in a row.
    testTimeout: 15_000,
    include: ['test/**/*.test.tsx'],
    setupFiles: ['./test/setup-dom.ts'],
  },
});
