import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remotePreloads, remoteStylePreloads, shellPreloads } from '../src/preloads';

const webRoot = mkdtempSync(path.join(tmpdir(), 'cerca-preloads-'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

function write(file: string, value: unknown): void {
  mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  writeFileSync(path.join(webRoot, file), JSON.stringify(value));
}

const entry = (name: string, manifest: string) => ({ name, manifest, routes: ['/x'], roles: [] });

describe('preloads', () => {
  it("takes the shell's startup scripts from its build's startup.json, else its shared libraries", () => {
    expect(shellPreloads(webRoot)).toEqual([]);
    write('shell/dist/mf-manifest.json', {
      shared: [{ name: 'react', assets: { js: { sync: ['923.a.js'] } } }],
    });
    expect(shellPreloads(webRoot)).toEqual(['/923.a.js']);
    write('shell/dist/startup.json', { scripts: ['923.a.js', '34.chrome.js'] });
    expect(shellPreloads(webRoot)).toEqual(['/923.a.js', '/34.chrome.js']);
  });

  it('preloads nothing for a remote served from another origin or not built', () => {
    expect(remotePreloads(webRoot, entry('mf_x', 'https://cdn.example.mx/mf-x/mf-manifest.json'))).toEqual(
      [],
    );
    expect(remotePreloads(webRoot, entry('mf_y', '/remotes/mf-y/mf-manifest.json'))).toEqual([]);
  });

  it("reads a live release's manifest from the local store and preloads from its version folder", () => {
    write('store/mf-z/a1b2c3d4e5f6/mf-manifest.json', {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './app', assets: { js: { sync: ['app.12ab.js'] } } }],
    });
    const released = entry('mf_z', '/releases/mf-z/a1b2c3d4e5f6/mf-manifest.json');
    expect(remotePreloads(webRoot, released, path.join(webRoot, 'store'))).toEqual([
      '/releases/mf-z/a1b2c3d4e5f6/remoteEntry.js',
      '/releases/mf-z/a1b2c3d4e5f6/app.12ab.js',
    ]);
    // Without the store's folder the gateway cannot read it: no preloads rather than a guess.
    expect(remotePreloads(webRoot, released)).toEqual([]);
  });

  it("preloads every script of the shared modules the shell does not provide, from the build's shared-chunks.json", () => {
    write('shell/dist/mf-manifest.json', {
      shared: [{ name: 'react', assets: { js: { sync: ['923.a.js'] } } }],
    });
    write('mf-r/dist/mf-manifest.json', {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './app', assets: { js: { sync: ['app.1.js'] } } }],
      shared: [
        { name: 'react', assets: { js: { sync: ['react-copy.js'] } } },
        // The manifest names the router's re-export only, not react-router's own chunk.
        { name: '@cerca/router', assets: { js: { sync: ['re-export.js'] } } },
      ],
    });
    const remote = entry('mf_r', '/remotes/mf-r/mf-manifest.json');
    expect(remotePreloads(webRoot, remote)).toEqual([
      '/remotes/mf-r/remoteEntry.js',
      '/remotes/mf-r/app.1.js',
      '/remotes/mf-r/re-export.js',
    ]);
    write('mf-r/dist/shared-chunks.json', {
      shared: { react: ['react-copy.js'], '@cerca/router': ['re-export.js', 'react-router.js'] },
    });
    expect(remotePreloads(webRoot, remote)).toEqual([
      '/remotes/mf-r/remoteEntry.js',
      '/remotes/mf-r/app.1.js',
      '/remotes/mf-r/re-export.js',
      '/remotes/mf-r/react-router.js',
    ]);
  });

  it("preloads the style sheets of the remote's ./app and of the shared modules the shell does not provide", () => {
    write('shell/dist/mf-manifest.json', {
      shared: [{ name: 'react', assets: { js: { sync: ['923.a.js'] } } }],
    });
    write('mf-s/dist/mf-manifest.json', {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './app', assets: { js: { sync: ['app.1.js'] }, css: { sync: ['app.1.css'] } } },
        // Another expose's sheet is not the first visit's.
        { path: './people', assets: { js: { sync: ['people.1.js'] }, css: { sync: ['people.1.css'] } } },
      ],
      shared: [
        { name: 'react', assets: { css: { sync: ['never.css'] } } },
        { name: '@cerca/remote-kit', assets: { js: { sync: ['kit.js'] }, css: { sync: ['kit.css'] } } },
      ],
    });
    expect(remoteStylePreloads(webRoot, entry('mf_s', '/remotes/mf-s/mf-manifest.json'))).toEqual([
      '/remotes/mf-s/app.1.css',
      '/remotes/mf-s/kit.css',
    ]);
    expect(
      remoteStylePreloads(webRoot, entry('mf_x', 'https://cdn.example.mx/mf-x/mf-manifest.json')),
    ).toEqual([]);
  });
});
