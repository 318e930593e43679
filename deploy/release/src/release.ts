import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db, JsonObject } from '@cerca/db';
import { liveRelease, recordRelease, switchToRelease } from '@cerca/releases';
import type { AssetStore } from './asset-store';
import type { BuildStep, BuiltRemote } from './build-remote';
import { checkCompatibility } from './compatibility';
import { contentVersion } from './content-version';
import { DeclarationError } from './declaration';
import { RefusedError } from './errors';
import { type FederationManifest, parseFederationManifest } from './federation-manifest';
import { versionLabel } from './format';
import { describeError, type LiveGateway, type WaitResult, waitForVersion } from './live-gateway';

export interface ReleaseOptions {
  /** The remote's folder name, as the database stores it ("mf-driver"). */
  remote: string;
  /** The container name the live remotes manifest knows it by (the checkout's remote.json). */
  name: string;
  /** The package to build (the checkout's folder, or a team's copy given with --source). */
  source: string;
  db: Db;
  store: AssetStore;
  gateway: LiveGateway;
  build: BuildStep;
  releasedBy: string;
  /** performance.now() when the command started; the CLI passes 0 (process start). */
  startedAt?: number;
  /** How long to wait for the gateway to serve the switch. */
  gatewayTimeoutMs?: number;
}

export interface ReleaseTimings {
  buildMs: number;
  publishMs: number;
  switchMs: number;
  gatewaysMs: number;
  totalMs: number;
}

export type ReleaseOutcome =
  | { status: 'live'; version: string; timings: ReleaseTimings; gateway: WaitResult }
  | { status: 'already-live'; version: string; totalMs: number };

async function readCandidate(dir: string): Promise<FederationManifest> {
  const file = path.join(dir, 'mf-manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error('the build wrote no mf-manifest.json: is it a Module Federation remote?');
  }
  return parseFederationManifest(JSON.parse(text), file);
}

/** The shared libraries as the release row keeps them: name → what the build provides and requires. */
const sharedSummary = (manifest: FederationManifest): JsonObject =>
  Object.fromEntries(
    manifest.shared.map((library) => [
      library.name,
      {
        version: library.version,
        requiredVersion: library.requiredVersion ?? null,
        singleton: library.singleton,
      },
    ]),
  );

/**
 * One release: build the remote into a temporary folder, name it by its content, check it against
 * what is live (the remote's live version and the live shell), publish it, record it and switch
 * the live manifest to it, then wait until the gateway serves it. A refused release
 * switches nothing. Releasing the version that is already live switches nothing either.
 */
export async function release(options: ReleaseOptions): Promise<ReleaseOutcome> {
  const startedAt = options.startedAt ?? performance.now();
  const { remote, name, db, gateway } = options;
  // What this release replaces; the switch refuses if something else went live in the meantime.
  const live = await liveRelease(db, remote);
  const outputDir = await mkdtemp(path.join(tmpdir(), `cerca-release-${remote}-`));
  try {
    const buildStart = performance.now();
    let built: BuiltRemote;
    try {
      built = await options.build({ source: options.source, outputDir });
    } catch (error) {
      // A team's copy declaring no "./app" (or another broken declaration) is a release to refuse.
      if (error instanceof DeclarationError) throw new RefusedError([error.message], remote, live?.version);
      throw error;
    }
    const buildMs = performance.now() - buildStart;

    const version = await contentVersion(outputDir);
    const candidate = await readCandidate(outputDir);
    if (live?.version === version) {
      return { status: 'already-live', version, totalMs: performance.now() - startedAt };
    }
    // Checked before it is published: a refused build leaves no files in the store.
    const checkStart = performance.now();
    const problems = await compareWithLive({
      gateway,
      name,
      candidate,
      appExports: built.appExports,
      liveManifestUrl: live?.manifestUrl,
    });
    if (problems.length > 0) throw new RefusedError(problems, remote, live?.version);
    const checkMs = performance.now() - checkStart;

    const publishStart = performance.now();
    const manifestUrl = await options.store.publish({ remote, version, dir: outputDir });
    const publishMs = performance.now() - publishStart;

    const switchStart = performance.now();
    const row = await recordRelease(db, {
      remote,
      version,
      manifestUrl,
      exposes: candidate.exposes.map((module) => module.path),
      shared: sharedSummary(candidate),
      releasedBy: options.releasedBy,
      buildMs: Math.round(buildMs),
    });
    const sameBuildWentLive = Symbol('same build went live');
    const switched = await switchToRelease(db, {
      releaseId: row.id,
      by: options.releasedBy,
      // The check above compared against `live`; a switch made since then (another release or a
      // rollback of this remote) was not checked against, so this release must be run again,
      // unless that switch was to these very bytes (someone released the same build at once).
      check: async (current) => {
        if (current?.id === row.id) throw sameBuildWentLive;
        if (current?.id !== live?.id) {
          throw new RefusedError(
            [
              `${remote} changed while this release was checked: ${versionLabel(current?.version)} went live meanwhile. Run the release again.`,
            ],
            remote,
            current?.version,
          );
        }
      },
    }).catch((error: unknown) => {
      if (error === sameBuildWentLive) return null;
      throw error;
    });
    if (!switched) return { status: 'already-live', version, totalMs: performance.now() - startedAt };
    // The compatibility check is part of switching: it is what decides the switch.
    const switchMs = checkMs + performance.now() - switchStart;

    const waited = await waitForVersion(gateway, name, version, { timeoutMs: options.gatewayTimeoutMs });
    return {
      status: 'live',
      version,
      gateway: waited,
      timings: {
        buildMs,
        publishMs,
        switchMs,
        gatewaysMs: waited.ms,
        totalMs: performance.now() - startedAt,
      },
    };
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}

/**
 * The compatibility problems of `candidate` against the live page: the live version of the same
 * remote, the live shell and the other live remotes. The live version's manifest is
 * the live release's (from the database, which every gateway follows) or, before any release,
 * the one the gateway's remotes manifest points at (the configured build).
 */
async function compareWithLive(input: {
  gateway: LiveGateway;
  name: string;
  candidate: FederationManifest;
  appExports: string[];
  liveManifestUrl: string | undefined;
}): Promise<string[]> {
  const { gateway, name, candidate, appExports } = input;
  try {
    const entries = await gateway.remoteEntries();
    const entry = entries.find((candidateEntry) => candidateEntry.name === name);
    const live = entry ? await gateway.federationManifest(input.liveManifestUrl ?? entry.manifest) : null;
    const shell = await gateway.shellManifest();
    // What the other live remotes expose and load: the candidate must fit both ways. One that
    // cannot be read now (its origin is down) loads nothing from anyone meanwhile, and its own
    // next release is checked against this one; only a module the candidate loads from it fails.
    const read = await Promise.all(
      entries
        .filter((other) => other.name !== name)
        .map((other) =>
          gateway.federationManifest(other.manifest).then(
            (manifest) => ({ manifest }),
            () => ({ unreadable: other.name }),
          ),
        ),
    );
    const others = read.flatMap((result) => ('manifest' in result ? [result.manifest] : []));
    const unreadable = read.flatMap((result) => ('unreadable' in result ? [result.unreadable] : []));
    return checkCompatibility({ candidate, live, shell, others, unreadable, appExports });
  } catch (error) {
    throw new Error(
      `cannot check the build against the live page at ${gateway.url}: ${describeError(error)}. Nothing was switched.`,
    );
  }
}
