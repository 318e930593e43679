import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { keptSecret, resolveSecret } from '../src/kept-secret';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cerca-kept-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const source = (dir: string, value?: string, nodeEnv = 'development') => ({
  name: 'EXAMPLE_SECRET',
  value,
  nodeEnv,
  dir,
  file: '.example-secret',
});

describe('a secret with no default in the code', () => {
  it('is generated on first use and kept (mode 0600), one per folder', async () => {
    const dir = await tempDir();
    const first = resolveSecret(source(dir));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecret(source(dir))).toBe(first);
    expect((await stat(path.join(dir, '.example-secret'))).mode & 0o777).toBe(0o600);
    expect(resolveSecret(source(await tempDir()))).not.toBe(first);
    // No temporary file is left behind.
    expect(await readdir(dir)).toEqual(['.example-secret']);
  });

  it('is the variable when set; a short one is refused, and production requires it by name', async () => {
    const dir = await tempDir();
    const secret = 'v'.repeat(40);
    expect(resolveSecret(source(dir, secret, 'production'))).toBe(secret);
    expect(() => resolveSecret(source(dir, 'corto'))).toThrow('EXAMPLE_SECRET must have 32+ characters');
    expect(() => resolveSecret(source(dir, undefined, 'production'))).toThrow(
      'EXAMPLE_SECRET must be set (32+ characters) in production',
    );
    expect(() => resolveSecret(source(dir, '', 'production'))).toThrow(/EXAMPLE_SECRET must be set/);
    // Production never falls back to a kept file, even one that exists.
    resolveSecret(source(dir));
    expect(() => resolveSecret(source(dir, undefined, 'production'))).toThrow(/must be set/);
  });

  it('refuses a kept file that holds no usable secret', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, '.example-secret'), 'short\n');
    expect(() => keptSecret(dir, '.example-secret')).toThrow(/holds no usable secret/);
  });

  it('is the same for processes that start at the same moment', async () => {
    const dir = await tempDir();
    const script = `const { keptSecret } = await import(${JSON.stringify(path.resolve(import.meta.dirname, '../src/kept-secret.ts'))});
process.stdout.write(keptSecret(${JSON.stringify(dir)}, '.example-secret'));`;
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          cwd: path.resolve(import.meta.dirname, '../../..'),
        }),
      ),
    );
    const secrets = new Set(outputs.map(({ stdout }) => stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]!.length).toBeGreaterThanOrEqual(32);
    expect(await readdir(dir)).toEqual(['.example-secret']);
  });
});
