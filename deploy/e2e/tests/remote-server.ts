import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The build's .br/.gz copy the client accepts (a CDN serves those too), else none. */
function compressedCopy(file: string, acceptEncoding: string): { file: string; encoding?: string } {
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (acceptEncoding.includes(encoding) && existsSync(file + extension)) {
      return { file: file + extension, encoding };
    }
  }
  return { file };
}

/**
 * A separate origin serving one remote's dist/, like a CDN would: the e2e gateway's manifest
 * points mf-driver here, so stopping this server is a real "remote is down".
 */
export function serveRemote(dist: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(
      dist,
      path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)),
    );
    response.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const sent = compressedCopy(file, String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    });
    createReadStream(sent.file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
