// Finds Postgres and Redis for `npm start`, or starts the embedded Postgres when none answers.
import { fail, hostPort, isListening, log, startChild } from './toolchain.mjs';

const EMBEDDED_PORT = 54329;

export async function resolveDatabase(tsx, children) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false };
  // CERCA_EMBEDDED_POSTGRES=1 forces the embedded one (to try the path a bare machine takes).
  const forced = process.env.CERCA_EMBEDDED_POSTGRES === '1';
  if (!forced && (await isListening('127.0.0.1', 5432))) {
    return { url: 'postgres://postgres@127.0.0.1:5432/cerca', embedded: false };
  }
  log('starting the embedded Postgres (PGlite, data in .data/pglite): no server answers on 127.0.0.1:5432');
  const child = startChild('postgres', tsx, ['deploy/local/src/embedded-postgres.ts'], {
    env: { EMBEDDED_PG_PORT: String(EMBEDDED_PORT) },
  });
  children.push(child);
  for (let i = 0; i < 100; i++) {
    if (await isListening('127.0.0.1', EMBEDDED_PORT, 200)) {
      return { url: `postgres://postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`, embedded: true };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail('the embedded Postgres did not start; install PostgreSQL or set DATABASE_URL.');
}

export async function resolveRedis() {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { host, port } = hostPort(url, 6379);
  if (await isListening(host, port)) return url;
  fail(
    [
      `Cerca needs Redis (queues, rate limits, realtime) and none answers at ${host}:${port}.`,
      'Install and start it, then run npm start again:',
      '  Debian/Ubuntu: sudo apt-get install -y redis-server && sudo service redis-server start',
      '  macOS:         brew install redis && brew services start redis',
      'or point REDIS_URL at a running Redis.',
    ].join('\n'),
  );
}
