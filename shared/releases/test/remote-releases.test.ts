import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listReleases,
  liveRelease,
  liveRemotes,
  recordRelease,
  rollbackRemote,
  switchToRelease,
} from '../src/index';

// Issue 14: the live version of a remote is its newest switch; rollbacks undo releases newest
// first down to the configured build; concurrent switches of one remote are serialised.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const publish = (remote: string, version: string) =>
  recordRelease(t.db, {
    remote,
    version,
    manifestUrl: `/releases/${remote}/${version}/mf-manifest.json`,
    exposes: ['./app'],
    shared: { react: '^19.0.0' },
    releasedBy: 'ana',
    buildMs: 1200,
  });

describe('remote releases', () => {
  it('keeps one immutable row per version, whoever publishes it again', async () => {
    const first = await publish('mf-admin', 'aaaaaaaa11');
    const again = await recordRelease(t.db, {
      remote: 'mf-admin',
      version: 'aaaaaaaa11',
      manifestUrl: '/elsewhere/mf-manifest.json',
      exposes: ['./other'],
      shared: {},
      releasedBy: 'otro',
      buildMs: 1,
    });
    expect(again).toEqual(first);
    expect(again.manifestUrl).toBe('/releases/mf-admin/aaaaaaaa11/mf-manifest.json');
  });

  it('switches, then rolls back release by release down to the configured build', async () => {
    expect(await liveRelease(t.db, 'mf-driver')).toBeNull();
    const v1 = await publish('mf-driver', '1111111111');
    const v2 = await publish('mf-driver', '2222222222');
    expect((await switchToRelease(t.db, { releaseId: v1.id, by: 'ana' })).previous).toBeNull();
    const second = await switchToRelease(t.db, { releaseId: v2.id, by: 'ana' });
    expect(second.previous?.version).toBe('1111111111');
    expect((await liveRelease(t.db, 'mf-driver'))?.version).toBe('2222222222');

    const back = await rollbackRemote(t.db, { remote: 'mf-driver', by: 'luis' });
    expect(back?.live?.version).toBe('1111111111');
    expect(back?.previous?.version).toBe('2222222222');
    // A new release after a rollback is undone first; the rolled-back v2 never comes back.
    const v3 = await publish('mf-driver', '3333333333');
    await switchToRelease(t.db, { releaseId: v3.id, by: 'ana' });
    expect((await rollbackRemote(t.db, { remote: 'mf-driver', by: 'luis' }))?.live?.version).toBe(
      '1111111111',
    );
    expect((await rollbackRemote(t.db, { remote: 'mf-driver', by: 'luis' }))?.live).toBeNull();
    expect(await liveRelease(t.db, 'mf-driver')).toBeNull();
    expect(await rollbackRemote(t.db, { remote: 'mf-driver', by: 'luis' })).toBeNull();

    const listed = await listReleases(t.db, 'mf-driver');
    expect(listed.map((r) => [r.version, r.live])).toEqual([
      ['3333333333', false],
      ['2222222222', false],
      ['1111111111', false],
    ]);
  });

  it('lists the live version of every switched remote in one read', async () => {
    const v = await publish('mf-partner', 'abcdef0123');
    await switchToRelease(t.db, { releaseId: v.id, by: 'ana' });
    const live = await liveRemotes(t.db);
    expect(live.find((entry) => entry.remote === 'mf-partner')?.release?.version).toBe('abcdef0123');
    expect(live.find((entry) => entry.remote === 'mf-driver')?.release).toBeNull();
  });

  it('refuses the switch and leaves the live version when the check under the lock throws', async () => {
    const v = await publish('mf-partner', 'badbadbad0');
    await expect(
      switchToRelease(t.db, {
        releaseId: v.id,
        by: 'ana',
        check: async (live) => {
          throw new Error(`still ${live?.version}`);
        },
      }),
    ).rejects.toThrow('still abcdef0123');
    expect((await liveRelease(t.db, 'mf-partner'))?.version).toBe('abcdef0123');
  });

  it('serialises concurrent switches: each one sees the one before it as previous', async () => {
    const versions = await Promise.all(
      ['c000000001', 'c000000002', 'c000000003', 'c000000004', 'c000000005', 'c000000006'].map((v) =>
        publish('mf-discovery', v),
      ),
    );
    const results = await Promise.all(
      versions.map((v) => switchToRelease(t.db, { releaseId: v.id, by: 'ana' })),
    );
    const previous = results.map((r) => r.previous?.version ?? null);
    // A chain: exactly one switch saw the configured build, and every other saw a distinct version.
    expect(previous.filter((p) => p === null)).toHaveLength(1);
    expect(new Set(previous).size).toBe(6);
  });
});
