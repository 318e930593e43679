import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * A TCP hop in front of the test Redis that a test can break as production would break: `freeze()`
 * keeps every connection open and lets nothing through either way (a paused or overloaded Redis,
 * a dropped network path), `cut()` closes every connection and refuses new ones (Redis down).
 * Only the clients pointed at `url` are affected; the shared test Redis never is.
 */
export interface RedisProxy {
  url: string;
  freeze(): void;
  cut(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisProxy(
  target = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
): Promise<RedisProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect(Number(port || 6379), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `redis://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    url,
    freeze() {
      frozen = true;
    },
    cut: stop,
    close: stop,
  };
}
