import { io as connect, type Socket } from 'socket.io-client';

/** Resolves once the socket's handshake is accepted; rejects with the refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
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
