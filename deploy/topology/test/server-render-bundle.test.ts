import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDER_BUNDLE } from '@cerca/contracts/server-render';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readRemoteDeclarations } from '../src/declarations';

// The server render bundle's place in a build is written by the build (shared/webpack-config, plain
// JavaScript that cannot import the contracts) and read by the gateway (the contracts'
// SERVER_RENDER_BUNDLE). This keeps the two names one.

describe('server render bundles', () => {
  it('are written where the gateway reads them', async () => {
    const config = (await import(
      pathToFileURL(path.join(REPO_ROOT, 'shared/webpack-config/src/index.mjs')).href
    )) as { SERVER_RENDER_FILE: string };
    expect(config.SERVER_RENDER_FILE).toBe(SERVER_RENDER_BUNDLE);
  });

  it('come from the remotes that have a server entry, and only from those', () => {
    for (const remote of readRemoteDeclarations()) {
      const entry = existsSync(path.join(REPO_ROOT, remote.folder, 'src/server.tsx'));
      const config = path.join(REPO_ROOT, remote.folder, 'webpack.config.mjs');
      expect(entry, `${remote.folder}: a server entry needs createRemoteServerConfig`).toBe(
        readFileSync(config, 'utf8').includes('createRemoteServerConfig'),
      );
    }
  });
});
