import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { liveRelease } from '@cerca/releases';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { listFiles } from '../src/files';
import { REPO_ROOT } from '../src/settings';
import { startTestGateway, type TestGateway } from './gateway-server';

// The three commands as `npm run` starts them, against a test database and a gateway reading it.
// The release runs the real production build of mf-driver (about 7 s on two cores).

const run = promisify(execFile);
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

let t: TestDatabase;
let releasesDir: string;
let gateway: TestGateway;

beforeAll(async () => {
  t = await createTestDatabase();
  releasesDir = await mkdtemp(path.join(tmpdir(), 'cerca-release-cli-'));
  gateway = await startTestGateway(t.db, releasesDir);
});
afterAll(async () => {
  await gateway?.close();
  await t?.drop();
  await rm(releasesDir, { recursive: true, force: true });
});

async function cli(command: 'release' | 'rollback' | 'releases', ...args: string[]) {
  const env = {
    ...process.env,
    DATABASE_URL: t.url,
    CERCA_URL: gateway.url,
    RELEASES_DIR: releasesDir,
    CERCA_RELEASED_BY: 'cli@cerca.mx',
  };
  try {
    const { stdout, stderr } = await run(
      tsx,
      [path.join(REPO_ROOT, `deploy/release/src/cli/${command}.ts`), ...args],
      {
        cwd: REPO_ROOT,
        env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the release commands', () => {
  it('exit 2 with the usage on a wrong command line', async () => {
    const missing = await cli('release');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      'Usage: npm run release -- <remote folder, e.g. mf-driver> [--source <folder>]',
    );
    expect((await cli('release', 'mf-driver', '--sorce', 'x')).code).toBe(2);
    const unknown = await cli('rollback', 'mf-nowhere');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('has no remote.json');
  });

  it('builds mf-driver outside its dist, switches to it, lists it and rolls it back', async () => {
    const dist = path.join(REPO_ROOT, 'mf-driver', 'dist');
    const distBefore = await stat(path.join(dist, 'mf-manifest.json')).then(
      (file) => file.mtimeMs,
      () => null,
    );

    const released = await cli('release', 'mf-driver');
    expect(released.stderr).toBe('');
    expect(released.code).toBe(0);
    const line = released.stdout.trim();
    expect(line).toMatch(
      /^mf-driver [0-9a-f]{12} is live \(\d+\.\d s from command to live: build \d+\.\d s, publish \d+\.\d s, switch \d+\.\d s, gateways \d+\.\d s\)$/,
    );
    const version = line.split(' ')[1]!;
    expect(await liveRelease(t.db, 'mf-driver')).toMatchObject({ version, releasedBy: 'cli@cerca.mx' });
    expect(await listFiles(path.join(releasesDir, 'mf-driver', version))).toEqual(
      expect.arrayContaining([
        'mf-manifest.json',
        'remoteEntry.js',
        'remoteEntry.js.br',
        'remoteEntry.js.gz',
      ]),
    );
    const distAfter = await stat(path.join(dist, 'mf-manifest.json')).then(
      (file) => file.mtimeMs,
      () => null,
    );
    expect(distAfter).toBe(distBefore);

    const history = await cli('releases', 'mf-driver');
    expect(history.code).toBe(0);
    expect(history.stdout).toContain(`mf-driver: ${version} is live.`);
    expect(history.stdout).toMatch(
      new RegExp(`\\* ${version}  \\S+ \\S+  cli@cerca.mx  build \\d+\\.\\d s  \\(live\\)`),
    );
    expect(history.stdout).toMatch(new RegExp(`release   → ${version}  by cli@cerca.mx`));

    // A team's copy that declares a wrong module instead of ./app: refused before it is built.
    const copy = await mkdtemp(path.join(tmpdir(), 'cerca-team-copy-'));
    onTestFinished(() => rm(copy, { recursive: true, force: true }));
    await writeFile(
      path.join(copy, 'remote.json'),
      JSON.stringify({ name: 'mf_driver', exposes: { './wrong': './src/lifecycles.ts' }, routes: {} }),
    );
    const refused = await cli('release', 'mf-driver', '--source', copy);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Refused: ${path.join(copy, 'remote.json')} is not a valid remote declaration (exposes: a remote exposes "./app"). mf-driver keeps ${version} live.`,
    );
    expect((await liveRelease(t.db, 'mf-driver'))?.version).toBe(version);

    const back = await cli('rollback', 'mf-driver');
    expect(back.code).toBe(0);
    expect(back.stdout.trim()).toMatch(/^mf-driver rolled back to the configured build \(\d+\.\d s\)$/);
    expect(await liveRelease(t.db, 'mf-driver')).toBeNull();

    const nothing = await cli('rollback', 'mf-driver');
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toMatch(/^Nothing to roll back/);
  });

  it('refuses a team copy whose build renames the container, after building it', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'cerca-team-copy-'));
    onTestFinished(() => rm(copy, { recursive: true, force: true }));
    const driver = path.join(REPO_ROOT, 'mf-driver');
    for (const file of ['src', 'package.json', 'webpack.config.mjs']) {
      await cp(path.join(driver, file), path.join(copy, file), { recursive: true });
    }
    await symlink(path.join(driver, 'node_modules'), path.join(copy, 'node_modules'));
    const declaration = JSON.parse(await readFile(path.join(driver, 'remote.json'), 'utf8'));
    await writeFile(path.join(copy, 'remote.json'), JSON.stringify({ ...declaration, name: 'mf_driver_v2' }));

    const refused = await cli('release', 'mf-driver', '--source', copy);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim()).toBe(
      "Refused: the build's container is named mf_driver_v2, but the live one is mf_driver (the shell loads it by that name). mf-driver keeps the configured build live.",
    );
    expect(await liveRelease(t.db, 'mf-driver')).toBeNull();
    // Only the version the previous test released: a refused build is not published.
    expect(await readdir(path.join(releasesDir, 'mf-driver'))).toHaveLength(1);
  });
});
