import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library's matchers, and a clean page after each test.
afterEach(() => {
  cleanup();
});
