import { createServer, type Server, Socket } from 'node:net';

export interface RedisProxy {
  /** redis://127.0.0.1:<port>: what the code under test connects to. */
  url: string;
  /**
   * A Redis that hangs (paused, overloaded, a dropped network path): every connection stays open
   * and nothing gets through either way.
   */
  freeze(): void;
  /** A Redis outage for whoever goes through the proxy: open connections cut, new ones refused. */
  cut(): void;
  /** Redis is back (after a freeze or a cut). */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the real Redis, so a test can take Redis away from the code under test
 * alone, as production would lose it (`freeze`, `cut`): the machine's Redis keeps serving everyone
 * else (other test files run beside this one).
 */
export async function startRedisProxy(redisUrl: string): Promise<RedisProxy> {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  let down = false;
  let frozen = false;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const server: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(Number(target.port || 6379), target.hostname, () => {
      // While frozen, what either side sends is swallowed, as by a network path that went dark.
      client.on('data', (chunk) => frozen || upstream.write(chunk));
      upstream.on('data', (chunk) => frozen || client.write(chunk));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    freeze() {
      frozen = true;
    },
    cut() {
      down = true;
      dropAll();
    },
    restore() {
      down = false;
      frozen = false;
    },
    async close() {
      down = true;
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
