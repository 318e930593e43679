import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RemoteEntry, RemotesManifest } from '@cerca/contracts';
import type { Db } from '@cerca/db';
import { liveRemotes } from '@cerca/releases';
import { rawManifest } from './fixtures';

/**
 * The part of the gateway a release talks to, reading the same database: /remotes.json with the
 * live releases merged in (as the gateway's poll does), the shell's mf-manifest.json, the
 * configured build of mf-driver at /remotes/mf-driver/ and the local store at /releases/.
 */
export interface TestGateway {
  url: string;
  /** Called before the shell's manifest is served: a test can change the database meanwhile. */
  onShellManifest?: () => Promise<void>;
  /** Other live remotes a test adds: listed in /remotes.json, their manifest served (null: 404). */
  others?: Array<{ entry: RemoteEntry; manifest: Record<string, unknown> | null }>;
  close(): Promise<void>;
}

export async function startTestGateway(db: Db, releasesDir: string): Promise<TestGateway> {
  const gateway: TestGateway = { url: '', close: async () => {} };
  const json = (response: ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    if (url.pathname === '/remotes.json') {
      const configured: RemotesManifest = {
        remotes: [
          {
            name: 'mf_driver',
            manifest: '/remotes/mf-driver/mf-manifest.json',
            routes: ['/driver-dashboard'],
            roles: [],
          },
        ],
      };
      const live = new Map((await liveRemotes(db)).map((entry) => [entry.remote, entry.release]));
      const release = live.get('mf-driver');
      return json(response, {
        remotes: [
          ...configured.remotes.map((entry) =>
            release ? { ...entry, manifest: release.manifestUrl, version: release.version } : entry,
          ),
          ...(gateway.others ?? []).map((other) => other.entry),
        ],
      });
    }
    const other = gateway.others?.find((candidate) => candidate.entry.manifest === url.pathname);
    if (other?.manifest) return json(response, other.manifest);
    if (url.pathname === '/mf-manifest.json') {
      await gateway.onShellManifest?.();
      return json(response, rawManifest('shell'));
    }
    if (url.pathname === '/remotes/mf-driver/mf-manifest.json')
      return json(response, rawManifest('mf-driver'));
    if (url.pathname.startsWith('/releases/')) {
      const file = path.join(releasesDir, path.normalize(url.pathname.slice('/releases/'.length)));
      try {
        return json(response, JSON.parse(await readFile(file, 'utf8')));
      } catch {
        // Not there: the 404 below.
      }
    }
    response.writeHead(404).end();
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => response.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return gateway;
}
