import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: '@cerca/i18n', isolate: false } });
