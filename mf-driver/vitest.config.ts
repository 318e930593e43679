import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: '@cerca/mf-driver', environment: 'node' } });
