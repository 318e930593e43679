import { defineProject } from 'vitest/config';

// Component tests (*.test.tsx): happy-dom, Testing Library and this remote's es-MX texts
// (@cerca/remote-kit/testing/dom says how to write one).
export default defineProject({
  test: {
    name: '@cerca/mf-ordering:dom',
    isolate: false,
    environment: 'happy-dom',
    // A findBy may wait up to 4 s (remote-kit's setup) and a test may hold a few in a row.
    testTimeout: 15_000,
    include: ['src/**/*.test.tsx'],
    setupFiles: ['@cerca/remote-kit/testing/setup-dom', './src/testing/setup-dom.ts'],
  },
});
