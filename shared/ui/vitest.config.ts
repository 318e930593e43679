import { defineProject } from 'vitest/config';

// Logic tests (*.test.ts) in Node; component tests (*.test.tsx) are vitest.dom.config.ts.
export default defineProject({
  test: { name: '@cerca/ui', isolate: false, environment: 'node', include: ['test/**/*.test.ts'] },
});
