import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: '@cerca/remote-kit', isolate: false, environment: 'node' } });
