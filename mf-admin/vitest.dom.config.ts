import { defineProject } from 'vitest/config';

// Component tests (*.test.tsx): happy-dom, Testing Library and this remote's es-MX texts
// (@cerca/remote-kit/testing/dom says how to write one).
export default defineProject({
  test: {
    name: '@cerca/mf-admin:dom',
    isolate: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['@cerca/remote-kit/testing/setup-dom', './src/testing/setup-dom.ts'],
  },
});
