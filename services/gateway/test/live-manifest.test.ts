import type { RemotesManifest } from '@cerca/contracts';
import type { LiveRemote, ReleaseRow } from '@cerca/releases';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveManifest, LIVE_MANIFEST_POLL_MS, withLiveReleases } from '../src/live-manifest';

const configured: RemotesManifest = {
  remotes: [
    {
      name: 'mf_driver',
      manifest: '/remotes/mf-driver/mf-manifest.json',
      routes: ['/driver-dashboard'],
      roles: [],
    },
    {
      name: 'mf_admin',
      manifest: '/remotes/mf-admin/mf-manifest.json',
      routes: ['/admin'],
      roles: ['admin'],
    },
  ],
};
const remotes = [
  { folder: 'mf-driver', name: 'mf_driver' },
  { folder: 'mf-admin', name: 'mf_admin' },
];

const release = (remote: string, version: string, manifestUrl: string): ReleaseRow => ({
  id: version,
  remote,
  version,
  manifestUrl,
  exposes: ['./app'],
  shared: {},
  releasedBy: 'test',
  buildMs: 1000,
  createdAt: new Date(),
});
const live = (remote: string, row: ReleaseRow | null): LiveRemote => ({
  remote,
  release: row,
  switchedAt: new Date(),
  switchedBy: 'test',
});

const driverManifest = (manifest: RemotesManifest) =>
  manifest.remotes.find((remote) => remote.name === 'mf_driver');

describe('withLiveReleases', () => {
  it("puts a remote's live release in place of its configured build, by folder", () => {
    const merged = withLiveReleases(
      configured,
      [
        live(
          'mf-driver',
          release('mf-driver', 'a1b2c3d4e5f6', '/releases/mf-driver/a1b2c3d4e5f6/mf-manifest.json'),
        ),
      ],
      remotes,
    );
    expect(driverManifest(merged)).toEqual({
      name: 'mf_driver',
      manifest: '/releases/mf-driver/a1b2c3d4e5f6/mf-manifest.json',
      version: 'a1b2c3d4e5f6',
      routes: ['/driver-dashboard'],
      roles: [],
    });
    expect(merged.remotes[1]).toBe(configured.remotes[1]);
  });

  it('keeps the configured entry for a remote rolled back to it, and ignores unknown folders', () => {
    const merged = withLiveReleases(
      configured,
      [live('mf-driver', null), live('mf-gone', release('mf-gone', 'ffffffffffff', '/releases/x'))],
      remotes,
    );
    expect(merged).toEqual(configured);
  });
});

describe('createLiveManifest', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads before it starts and then every 2 s by default', async () => {
    vi.useFakeTimers();
    const readLive = vi.fn(async () => [] as LiveRemote[]);
    const manifest = createLiveManifest({ configured, readLive, remotes });
    await manifest.start({ warn: () => {} });
    expect(readLive).toHaveBeenCalledTimes(1);
    expect(LIVE_MANIFEST_POLL_MS).toBe(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(readLive).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(readLive).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(readLive).toHaveBeenCalledTimes(3);
    await manifest.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(readLive).toHaveBeenCalledTimes(3);
  });

  it('changes its key with what is live and keeps the last good manifest when a read fails', async () => {
    vi.useFakeTimers();
    const driverRelease = release(
      'mf-driver',
      'a1b2c3d4e5f6',
      'https://cdn.cerca.mx/remotes/mf-driver/a1b2c3d4e5f6/mf-manifest.json',
    );
    const answers: Array<() => Promise<LiveRemote[]>> = [
      async () => [],
      async () => [live('mf-driver', driverRelease)],
      async () => {
        throw new Error('connection refused');
      },
    ];
    const warn = vi.fn();
    const manifest = createLiveManifest({
      configured,
      readLive: () => (answers.shift() ?? (async () => []))(),
      remotes,
      intervalMs: 100,
    });
    await manifest.start({ warn });
    const before = manifest.current();
    expect(before.manifest).toEqual(configured);

    await vi.advanceTimersByTimeAsync(100);
    const released = manifest.current();
    expect(released.key).not.toBe(before.key);
    expect(driverManifest(released.manifest)?.manifest).toBe(driverRelease.manifestUrl);

    await vi.advanceTimersByTimeAsync(100);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(manifest.current()).toBe(released);

    // Back to the configured build: the key is the one of the configured manifest again.
    await vi.advanceTimersByTimeAsync(100);
    expect(manifest.current().key).toBe(before.key);
    await manifest.stop();
  });
});
