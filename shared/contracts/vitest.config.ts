import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: '@cerca/contracts', isolate: false },
});
