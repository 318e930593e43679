import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@cerca/realtime-service', isolate: false, testTimeout: 30000, hookTimeout: 60000 },
});
