import { vi } from 'vitest';

// Component tests only (never imported by app code): the page's realtime connection without a
// server. socket.io-client is replaced for the whole test file, so realtime.ts (rooms, reconnects,
// refetch on reconnection) runs as in the browser against this fake. The mock lives in this
// package because a vi.mock path resolves from the file that calls it, and only @cerca/session
// resolves socket.io-client exactly as realtime.ts imports it.
vi.mock('socket.io-client', async () => {
  const { fakeIo } = await import('./fake-socket');
  return { io: fakeIo };
});

export { type FakeRealtime, fakeRealtime } from './fake-socket';
