// Component tests only (the remotes' *.test.tsx, through @cerca/remote-kit/testing/dom): the
// page's realtime connection faked, and a signed-in session. Never imported by app code.
export { type FakeRealtime, fakeRealtime } from './fake-realtime';
export { signInForTest } from './signed-in';
