import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@cerca/db', isolate: false, testTimeout: 30000, hookTimeout: 60000 },
});
