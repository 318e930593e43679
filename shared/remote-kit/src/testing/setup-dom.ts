// The setup file of every component-test project (vitest.dom.config.ts of the shell, the remotes
// and shared/ui): Testing Library's matchers, a clean page after each test, no real network (the
// API answers what the test declares, realtime is a fake socket) and no toast left over.
import '@testing-library/jest-dom/vitest';
import { fakeRealtime } from '@cerca/session/testing';
import { toast } from '@cerca/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installApiMock, takeUnhandledRequests } from './mock-api';

// A findBy waits for its element; on a loaded 2-core CI machine a page that asks the API twice in
// a row (quote, then order) can need more than Testing Library's default second to show it.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  installApiMock();
});

afterEach(() => {
  cleanup();
  toast.dismiss();
  fakeRealtime.reset();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) {
    throw new Error(
      `the page called the API without an answer declared with mockApi: ${unhandled.join(', ')}`,
    );
  }
});
