import { type Db, type JsonObject, sql } from '@cerca/db';

/**
 * Versioned remote releases (issue 14). A release is an immutable row per build (its content hash
 * is the version); the live version of a remote is its newest switch. Switches are serialised per
 * remote with a transaction-scoped advisory lock, so two releases or a release and a rollback of
 * one remote never interleave (the second waits and then sees the first).
 */

export interface PublishedRelease {
  remote: string;
  version: string;
  manifestUrl: string;
  exposes: string[];
  shared: JsonObject;
  releasedBy: string;
  buildMs: number | null;
}

export interface ReleaseRow {
  id: string;
  remote: string;
  version: string;
  manifestUrl: string;
  exposes: string[];
  shared: JsonObject;
  releasedBy: string;
  buildMs: number | null;
  createdAt: Date;
}

/** The live version of a remote: a release, or null for the configured build. */
export interface LiveRemote {
  remote: string;
  release: ReleaseRow | null;
  switchedAt: Date;
  switchedBy: string;
}

export interface SwitchResult {
  remote: string;
  /** What is live now (null: the configured build). */
  live: ReleaseRow | null;
  /** What was live before the switch (null: the configured build). */
  previous: ReleaseRow | null;
}

const lockRemote = (trx: Db, remote: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`remote-release:${remote}`}))`.execute(trx);

const releaseColumns = [
  'remote_releases.id',
  'remote_releases.remote',
  'remote_releases.version',
  'remote_releases.manifest_url',
  'remote_releases.exposes',
  'remote_releases.shared',
  'remote_releases.released_by',
  'remote_releases.build_ms',
  'remote_releases.created_at',
] as const;

interface RawRelease {
  id: string;
  remote: string;
  version: string;
  manifest_url: string;
  exposes: string[];
  shared: JsonObject;
  released_by: string;
  build_ms: number | null;
  created_at: Date | string;
}

const toRelease = (row: RawRelease): ReleaseRow => ({
  id: row.id,
  remote: row.remote,
  version: row.version,
  manifestUrl: row.manifest_url,
  exposes: row.exposes,
  shared: row.shared,
  releasedBy: row.released_by,
  buildMs: row.build_ms,
  createdAt: new Date(row.created_at),
});

async function releaseById(db: Db, id: string | null): Promise<ReleaseRow | null> {
  if (!id) return null;
  const row = await db
    .selectFrom('remote_releases')
    .select(releaseColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toRelease(row as RawRelease) : null;
}

/** The remote's newest switch: which release it made live. */
async function liveSwitch(db: Db, remote: string) {
  return db
    .selectFrom('remote_switches')
    .select(['id', 'release_id'])
    .where('remote', '=', remote)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Records a published build. Publishing the same content again (same hash) keeps the first row:
 * a version is immutable, so its files and its record never change.
 */
export async function recordRelease(db: Db, release: PublishedRelease): Promise<ReleaseRow> {
  await db
    .insertInto('remote_releases')
    .values({
      remote: release.remote,
      version: release.version,
      manifest_url: release.manifestUrl,
      exposes: release.exposes,
      shared: JSON.stringify(release.shared),
      released_by: release.releasedBy,
      build_ms: release.buildMs,
    })
    .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
    .execute();
  const row = await db
    .selectFrom('remote_releases')
    .select(releaseColumns)
    .where('remote', '=', release.remote)
    .where('version', '=', release.version)
    .executeTakeFirstOrThrow();
  return toRelease(row as RawRelease);
}

/** The live release of one remote (null: the configured build, also before any release). */
export async function liveRelease(db: Db, remote: string): Promise<ReleaseRow | null> {
  return releaseById(db, (await liveSwitch(db, remote))?.release_id ?? null);
}

/** Makes `releaseId` the live version of its remote; `check` runs under the lock, before the switch. */
export async function switchToRelease(
  db: Db,
  input: { releaseId: string; by: string; check?: (live: ReleaseRow | null) => Promise<void> },
): Promise<SwitchResult> {
  return db.transaction().execute(async (trx) => {
    const release = await releaseById(trx, input.releaseId);
    if (!release) throw new Error(`release ${input.releaseId} does not exist`);
    await lockRemote(trx, release.remote);
    const previous = await releaseById(trx, (await liveSwitch(trx, release.remote))?.release_id ?? null);
    await input.check?.(previous);
    await trx
      .insertInto('remote_switches')
      .values({
        remote: release.remote,
        release_id: release.id,
        previous_release_id: previous?.id ?? null,
        action: 'release',
        switched_by: input.by,
      })
      .execute();
    return { remote: release.remote, live: release, previous };
  });
}

/**
 * Undoes the newest release of `remote` that is not undone yet: what was live before it goes live
 * again. Repeated rollbacks walk back release by release, down to the configured build. Returns
 * null when there is nothing to roll back.
 */
export async function rollbackRemote(
  db: Db,
  input: { remote: string; by: string },
): Promise<SwitchResult | null> {
  return db.transaction().execute(async (trx) => {
    await lockRemote(trx, input.remote);
    const undone = await trx
      .selectFrom('remote_switches')
      .select(['id', 'previous_release_id'])
      .where('remote', '=', input.remote)
      .where('action', '=', 'release')
      .where('rolled_back_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!undone) return null;
    const current = await releaseById(trx, (await liveSwitch(trx, input.remote))?.release_id ?? null);
    await trx
      .updateTable('remote_switches')
      .set({ rolled_back_at: sql`now()` })
      .where('id', '=', undone.id)
      .execute();
    await trx
      .insertInto('remote_switches')
      .values({
        remote: input.remote,
        release_id: undone.previous_release_id,
        previous_release_id: current?.id ?? null,
        action: 'rollback',
        switched_by: input.by,
      })
      .execute();
    return {
      remote: input.remote,
      live: await releaseById(trx, undone.previous_release_id),
      previous: current,
    };
  });
}

/** The live version of every remote that was ever switched; one statement, for the gateways' poll. */
export async function liveRemotes(db: Db): Promise<LiveRemote[]> {
  const rows = await db
    .selectFrom('remote_switches')
    .leftJoin('remote_releases', 'remote_releases.id', 'remote_switches.release_id')
    .distinctOn('remote_switches.remote')
    .select([
      'remote_switches.remote as switch_remote',
      'remote_switches.switched_at',
      'remote_switches.switched_by',
      ...releaseColumns,
    ])
    .orderBy('remote_switches.remote')
    .orderBy('remote_switches.id', 'desc')
    .execute();
  return rows.map((row) => ({
    remote: row.switch_remote,
    release: row.id ? toRelease(row as RawRelease) : null,
    switchedAt: new Date(row.switched_at),
    switchedBy: row.switched_by,
  }));
}

export interface ReleaseHistoryEntry extends ReleaseRow {
  live: boolean;
}

/** Every release of one remote, newest first, marking the live one. */
export async function listReleases(db: Db, remote: string): Promise<ReleaseHistoryEntry[]> {
  const live = await liveSwitch(db, remote);
  const rows = await db
    .selectFrom('remote_releases')
    .select(releaseColumns)
    .where('remote', '=', remote)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...toRelease(row as RawRelease), live: row.id === live?.release_id }));
}

/** The switches of one remote, newest first: what went live when, and who switched it. */
export async function listSwitches(db: Db, remote: string) {
  return db
    .selectFrom('remote_switches')
    .leftJoin('remote_releases', 'remote_releases.id', 'remote_switches.release_id')
    .select([
      'remote_switches.id',
      'remote_switches.action',
      'remote_switches.switched_by',
      'remote_switches.switched_at',
      'remote_switches.rolled_back_at',
      'remote_releases.version',
    ])
    .where('remote_switches.remote', '=', remote)
    .orderBy('remote_switches.id', 'desc')
    .execute();
}
