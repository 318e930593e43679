import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remotePreloads, shellPreloads } from '../src/preloads';

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
});
