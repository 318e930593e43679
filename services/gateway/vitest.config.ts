import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@cerca/gateway', isolate: false, testTimeout: 20_000, hookTimeout: 60_000 },
});
