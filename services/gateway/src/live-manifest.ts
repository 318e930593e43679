import { createHash } from 'node:crypto';
import type { RemotesManifest } from '@cerca/contracts';
import type { LiveRemote } from '@cerca/releases';
import { REMOTES } from './remotes';

/** A switch in the database reaches every gateway within two polls plus a page load: under 5 s. */
export const LIVE_MANIFEST_POLL_MS = 2000;

/** One version of the manifest and a short hash of it, for caches keyed by what is live. */
export interface ManifestSnapshot {
  manifest: RemotesManifest;
  key: string;
}

export interface LiveManifest {
  /** The newest manifest read; the configured one until the first read succeeds. */
  current(): ManifestSnapshot;
  /** Reads once now, then every `intervalMs` until stop(); failed reads are logged to `log`. */
  start(log: PollLog): Promise<void>;
  /** Stops polling and waits for a read in flight (the database closes right after). */
  stop(): Promise<void>;
}

interface PollLog {
  warn(object: object, message: string): void;
}

export interface LiveManifestOptions {
  /** REMOTES_MANIFEST_FILE or the remotes' declarations with REMOTE_<NAME>_URL overrides. */
  configured: RemotesManifest;
  /** The live release of every remote ever switched (`liveRemotes(db)`). */
  readLive: () => Promise<LiveRemote[]>;
  intervalMs?: number;
  /** Remote folder (what the database stores) → Module Federation name (what the manifest says). */
  remotes?: ReadonlyArray<{ folder: string; name: string }>;
}

const snapshot = (manifest: RemotesManifest): ManifestSnapshot => ({
  manifest,
  key: createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 16),
});

/**
 * The configured manifest with each remote's live release in place of its configured build. A
 * remote switched back to the configured build (release null) keeps its configured entry.
 */
export function withLiveReleases(
  configured: RemotesManifest,
  live: LiveRemote[],
  remotes: ReadonlyArray<{ folder: string; name: string }> = REMOTES,
): RemotesManifest {
  const releases = new Map(
    live.flatMap(({ remote, release }) => {
      const name = remotes.find((known) => known.folder === remote)?.name;
      return name && release ? [[name, release] as const] : [];
    }),
  );
  return {
    remotes: configured.remotes.map((entry) => {
      const release = releases.get(entry.name);
      return release ? { ...entry, manifest: release.manifestUrl, version: release.version } : entry;
    }),
  };
}

/**
 * Keeps the gateway's remotes manifest in step with the releases switched in Postgres, so a
 * release or rollback reaches every gateway instance without a restart. A failed read keeps the
 * last good manifest: pages keep loading the versions they loaded a moment ago.
 */
export function createLiveManifest(options: LiveManifestOptions): LiveManifest {
  const intervalMs = options.intervalMs ?? LIVE_MANIFEST_POLL_MS;
  let latest = snapshot(options.configured);
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  let log: PollLog | undefined;

  async function read(): Promise<void> {
    try {
      const next = withLiveReleases(options.configured, await options.readLive(), options.remotes);
      const candidate = snapshot(next);
      if (candidate.key !== latest.key) latest = candidate;
    } catch (error) {
      log?.warn({ err: error }, 'reading the live remote releases failed; keeping the last manifest');
    }
  }

  function schedule(): void {
    if (stopped) return;
    // A timeout after each read, not an interval: a slow database never stacks reads up.
    timer = setTimeout(() => {
      inFlight = read().finally(schedule);
    }, intervalMs);
    // Polling alone must not keep the process alive.
    timer.unref();
  }

  return {
    current: () => latest,
    async start(logTo) {
      log = logTo;
      await read();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
