import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@cerca/drill', include: ['test/**/*.test.ts'] },
});
