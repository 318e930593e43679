import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@cerca/drill', isolate: false, include: ['test/**/*.test.ts'] },
});
