import { io as connect, type Socket } from 'socket.io-client';

/**
 * Resolves once the socket's handshake is accepted (at once if it already was: a test that opens
 * a socket and then awaits something else, such as signing the next token, may find it connected);
 * rejects with the refusal, or when the node answers neither way within `timeoutMs` (a failure
 * that names the stuck handshake rather than the test's own timeout).
 */
export function connected(socket: Socket, timeoutMs = 5000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const engine = socket.io.engine;
      reject(new Error(`no connect within ${timeoutMs} ms (engine ${engine?.readyState ?? 'not opened'})`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * The socket.io clients a test file opens against realtime nodes: websocket only (the node takes
 * nothing else), no reconnection (a refused handshake stays refused), all closed by `closeAll()`
 * in the file's afterEach.
 */
export function testSockets() {
  const sockets: Socket[] = [];
  const open = (url: string, auth: Record<string, unknown> = {}): Socket => {
    const socket = connect(url, { path: '/realtime', transports: ['websocket'], reconnection: false, auth });
    sockets.push(socket);
    return socket;
  };
  return {
    /** A client of the node at `url`, its handshake carrying `auth`; not yet connected. */
    open,
    /** A client of the node at `url` signed in with `token`, once connected. */
    async openConnected(url: string, token: string): Promise<Socket> {
      const socket = open(url, { token });
      await connected(socket);
      return socket;
    },
    closeAll(): void {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}
