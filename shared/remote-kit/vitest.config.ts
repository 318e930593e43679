import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: '@cerca/remote-kit', environment: 'node' } });
