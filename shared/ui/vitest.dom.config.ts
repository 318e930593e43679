import { defineProject } from 'vitest/config';

// Component tests (*.test.tsx) in happy-dom with Testing Library. The remotes' projects also use
// @cerca/remote-kit/testing (API, realtime, texts), which this package sits below.
export default defineProject({
  test: {
    name: '@cerca/ui:dom',
    isolate: false,
    environment: 'happy-dom',
    include: ['test/**/*.test.tsx'],
    setupFiles: ['./test/setup-dom.ts'],
  },
});
