import { defineProject } from 'vitest/config';

// Logic and text tests (*.test.ts) in Node; component tests (*.test.tsx) are vitest.dom.config.ts.
export default defineProject({
  test: { name: '@cerca/mf-partner', isolate: false, environment: 'node', include: ['src/**/*.test.ts'] },
});
