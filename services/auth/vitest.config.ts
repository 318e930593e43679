import { defineProject } from 'vitest/config';

export default defineProject({
  // Password hashing (argon2id) and per-file databases make these slower than unit tests.
  test: { name: '@cerca/auth-service', isolate: false, testTimeout: 30000, hookTimeout: 60000 },
});
