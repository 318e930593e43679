import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@cerca/local', isolate: false, include: ['test/**/*.test.ts'] },
});
