import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { listReleases, listSwitches, liveRelease, recordRelease, switchToRelease } from '@cerca/releases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildStep } from '../src/build-remote';
import { contentVersion } from '../src/content-version';
import { RefusedError } from '../src/errors';
import { listFiles } from '../src/files';
import { LiveGateway, waitForVersion } from '../src/live-gateway';
import { LocalAssetStore } from '../src/local-store';
import { type ReleaseOptions, release } from '../src/release';
import { rollback } from '../src/rollback';
import { driverManifestWith, rawManifest, writeBuildOutput } from './fixtures';
import { startTestGateway, type TestGateway } from './gateway-server';

// The whole release against a real database and a gateway reading it; the webpack build is
// replaced by a step that writes a build's files (the CLI test runs the real one).

let t: TestDatabase;
let releasesDir: string;
let gateway: TestGateway;

beforeAll(async () => {
  t = await createTestDatabase();
  releasesDir = await mkdtemp(path.join(tmpdir(), 'cerca-release-'));
  gateway = await startTestGateway(t.db, releasesDir);
});
afterAll(async () => {
  await gateway?.close();
  await t?.drop();
  await rm(releasesDir, { recursive: true, force: true });
});

const building =
  (
    options: Parameters<typeof writeBuildOutput>[1],
    appExports = ['bootstrap', 'mount', 'unmount'],
  ): BuildStep =>
  async ({ outputDir }) => {
    await writeBuildOutput(outputDir, options);
    return { appExports };
  };

const releaseWith = (build: BuildStep, by = 'ana@cerca.mx', extra: Partial<ReleaseOptions> = {}) =>
  release({
    remote: 'mf-driver',
    name: 'mf_driver',
    source: '/unused: the build step is given',
    db: t.db,
    store: new LocalAssetStore(releasesDir),
    gateway: new LiveGateway(gateway.url),
    build,
    releasedBy: by,
    ...extra,
  });

async function versionOf(options: Parameters<typeof writeBuildOutput>[1]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cerca-version-'));
  await writeBuildOutput(dir, options);
  const version = await contentVersion(dir);
  await rm(dir, { recursive: true });
  return version;
}

describe('release', () => {
  let first: string;
  let second: string;

  it('publishes, records and switches a build, and waits until the gateway serves it', async () => {
    first = await versionOf({ text: 'Versión uno' });
    const outcome = await releaseWith(building({ text: 'Versión uno' }));
    expect(outcome).toMatchObject({ status: 'live', version: first, gateway: { confirmed: true } });
    if (outcome.status !== 'live') return;
    expect(outcome.timings.totalMs).toBeGreaterThanOrEqual(
      outcome.timings.buildMs + outcome.timings.switchMs,
    );

    const live = await liveRelease(t.db, 'mf-driver');
    expect(live).toMatchObject({
      version: first,
      manifestUrl: `/releases/mf-driver/${first}/mf-manifest.json`,
      exposes: ['./app'],
      releasedBy: 'ana@cerca.mx',
    });
    expect(live?.shared.react).toEqual({ version: '19.3.1', requiredVersion: '^19.3.1', singleton: true });
    expect(await listFiles(path.join(releasesDir, 'mf-driver', first))).toContain('remoteEntry.js.br');
    const entry = await new LiveGateway(gateway.url).remoteEntry('mf_driver');
    expect(entry).toMatchObject({
      version: first,
      manifest: `/releases/mf-driver/${first}/mf-manifest.json`,
    });
  });

  it('switches nothing when the build is the live version already', async () => {
    const switches = (await listSwitches(t.db, 'mf-driver')).length;
    const outcome = await releaseWith(building({ text: 'Versión uno' }), 'luis@cerca.mx');
    expect(outcome).toMatchObject({ status: 'already-live', version: first });
    expect(await listSwitches(t.db, 'mf-driver')).toHaveLength(switches);
    expect((await liveRelease(t.db, 'mf-driver'))?.releasedBy).toBe('ana@cerca.mx');
  });

  it('checks a new build against the live release and switches to it', async () => {
    second = await versionOf({ text: 'Versión dos' });
    const outcome = await releaseWith(building({ text: 'Versión dos' }), 'luis@cerca.mx');
    expect(outcome).toMatchObject({ status: 'live', version: second });
    expect((await listSwitches(t.db, 'mf-driver'))[0]).toMatchObject({
      version: second,
      switched_by: 'luis@cerca.mx',
    });
  });

  it('refuses a build that drops ./app: nothing recorded, the live version stays', async () => {
    const wrong = driverManifestWith((raw) => {
      raw.exposes = [{ path: './wrong' }];
    });
    const attempt = releaseWith(building({ text: 'Versión rota', manifest: wrong }));
    await expect(attempt).rejects.toThrow(RefusedError);
    await expect(attempt).rejects.toThrow(
      `Refused: mf_driver no longer exposes ./app (the shell mounts it). mf-driver keeps ${second} live.`,
    );
    expect((await liveRelease(t.db, 'mf-driver'))?.version).toBe(second);
    expect((await listReleases(t.db, 'mf-driver')).map((row) => row.version)).toEqual([second, first]);
    // Refused before it was published: the store holds only the released versions.
    expect((await readdir(path.join(releasesDir, 'mf-driver'))).sort()).toEqual([first, second].sort());
  });

  it('refuses a build whose ./app is another module: nothing recorded, the live version stays', async () => {
    const attempt = releaseWith(building({ text: 'Versión sin ciclo de vida' }, ['routes']));
    await expect(attempt).rejects.toThrow(
      `Refused: mf_driver exposes as ./app a module without the single-spa lifecycles the shell mounts (missing bootstrap, mount, unmount; it exports routes). mf-driver keeps ${second} live.`,
    );
    expect((await liveRelease(t.db, 'mf-driver'))?.version).toBe(second);
    expect((await listReleases(t.db, 'mf-driver')).map((row) => row.version)).toEqual([second, first]);
  });

  it('refuses when another release goes live while it is being checked', async () => {
    const other = await recordRelease(t.db, {
      remote: 'mf-driver',
      version: 'eeeeeeeeeeee',
      manifestUrl: '/releases/mf-driver/eeeeeeeeeeee/mf-manifest.json',
      exposes: ['./app'],
      shared: {},
      releasedBy: 'otra@cerca.mx',
      buildMs: null,
    });
    gateway.onShellManifest = async () => {
      gateway.onShellManifest = undefined;
      await switchToRelease(t.db, { releaseId: other.id, by: 'otra@cerca.mx' });
    };
    await expect(releaseWith(building({ text: 'Versión tres' }))).rejects.toThrow(
      'Refused: mf-driver changed while this release was checked: eeeeeeeeeeee went live meanwhile. Run the release again. mf-driver keeps eeeeeeeeeeee live.',
    );
    expect((await liveRelease(t.db, 'mf-driver'))?.version).toBe('eeeeeeeeeeee');
  });

  it('rolls back release by release to the configured build, each served by the gateway', async () => {
    const live = new LiveGateway(gateway.url);
    const back = (by: string) =>
      rollback({ remote: 'mf-driver', name: 'mf_driver', db: t.db, gateway: live, by });
    expect(await back('ana@cerca.mx')).toMatchObject({
      status: 'rolled-back',
      version: second,
      gateway: { confirmed: true },
    });
    expect((await live.remoteEntry('mf_driver'))?.version).toBe(second);
    expect(await back('ana@cerca.mx')).toMatchObject({ status: 'rolled-back', version: first });
    expect(await back('ana@cerca.mx')).toMatchObject({
      status: 'rolled-back',
      version: null,
      gateway: { confirmed: true },
    });
    expect(await live.remoteEntry('mf_driver')).toMatchObject({
      manifest: '/remotes/mf-driver/mf-manifest.json',
    });
    expect((await live.remoteEntry('mf_driver'))?.version).toBeUndefined();
    expect(await back('ana@cerca.mx')).toEqual({ status: 'nothing-to-roll-back' });
  });

  it('releases the build that was rolled back, as a new switch', async () => {
    const outcome = await releaseWith(building({ text: 'Versión uno' }));
    expect(outcome).toMatchObject({ status: 'live', version: first });
    expect((await listReleases(t.db, 'mf-driver')).filter((row) => row.version === first)).toHaveLength(1);
  });
  it('switches once when the same build is released twice at the same time', async () => {
    const switches = (await listSwitches(t.db, 'mf-driver')).length;
    const outcomes = await Promise.all([
      releaseWith(building({ text: 'Versión cuatro' })),
      releaseWith(building({ text: 'Versión cuatro' }), 'luis@cerca.mx'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['already-live', 'live']);
    expect(new Set(outcomes.map((outcome) => outcome.version)).size).toBe(1);
    expect(await listSwitches(t.db, 'mf-driver')).toHaveLength(switches + 1);
  });
});

describe('the other live remotes', () => {
  const entry = (name: string, folder: string) => ({
    name,
    manifest: `/remotes/${folder}/mf-manifest.json`,
    routes: ['/'],
    roles: [],
  });

  it('refuse a build that drops a module one of them loads; one that cannot be read does not block', async () => {
    gateway.others = [
      {
        entry: entry('mf_discovery', 'mf-discovery'),
        manifest: { ...rawManifest('mf-discovery'), cerca: { consumes: ['mf_driver/driver-card'] } },
      },
      { entry: entry('mf_partner', 'mf-partner'), manifest: null },
    ];
    try {
      const dropping = releaseWith(building({ text: 'Sin tarjeta' }));
      await expect(dropping).rejects.toThrow(RefusedError);
      await expect(dropping).rejects.toThrow(
        'mf_driver no longer exposes ./driver-card (the live mf_discovery loads it as mf_driver/driver-card).',
      );
      const withCard = driverManifestWith((raw) => raw.exposes.push({ path: './driver-card' }));
      const outcome = await releaseWith(building({ manifest: withCard, text: 'Con tarjeta' }));
      expect(outcome.status).toBe('live');
    } finally {
      gateway.others = undefined;
    }
  });
});

describe('an unreachable gateway', () => {
  let closed: string;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closed = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await new Promise((resolve) => server.close(resolve));
  });

  it('stops the release before anything is switched', async () => {
    const before = await liveRelease(t.db, 'mf-driver');
    await expect(
      releaseWith(building({ text: 'Sin gateway' }), 'ana@cerca.mx', { gateway: new LiveGateway(closed) }),
    ).rejects.toThrow(
      `cannot check the build against the live page at ${closed}: ECONNREFUSED. Nothing was switched.`,
    );
    expect((await liveRelease(t.db, 'mf-driver'))?.id).toBe(before?.id);
  });

  it('is reported by the wait, which gives up at its timeout', async () => {
    const waited = await waitForVersion(new LiveGateway(closed), 'mf_driver', 'aaaaaaaaaaaa', {
      timeoutMs: 600,
      intervalMs: 100,
    });
    expect(waited.confirmed).toBe(false);
    expect(waited.reason).toBe('unreachable (ECONNREFUSED)');
    expect(waited.ms).toBeGreaterThanOrEqual(600);
  });
});
