// Component tests (*.test.tsx in happy-dom): render as the page does, declare the API answers,
// push realtime events, sign a person in, and look and act as a person would. Each remote's
// vitest.dom.config.ts loads ./setup-dom.ts, which installs what this relies on.
import '@testing-library/jest-dom/vitest';

export { fakeRealtime, signInForTest } from '@cerca/session/testing';
export { act, screen, waitFor, within } from '@testing-library/react';
export {
  type ApiAnswer,
  type ApiHandler,
  type ApiMock,
  type ApiReply,
  type ApiRequest,
  type ApiRoutes,
  type Deferred,
  deferred,
  mockApi,
  reply,
} from './mock-api';
export { type Rendered, type RenderOptions, renderWithProviders, testQueryClient } from './render';
export { registerTextFiles } from './texts';
