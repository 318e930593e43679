import { type RemoteEntry, remotesManifestSchema } from '@cerca/contracts';
import { type FederationManifest, parseFederationManifest } from './federation-manifest';

/**
 * What the CLI asks the live gateway (CERCA_URL): the remotes manifest it serves, the manifests it
 * points at, and the shell's own mf-manifest.json (the shell's dist is served at /).
 */
export class LiveGateway {
  constructor(
    readonly url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  resolve(target: string): string {
    return new URL(target, this.url).href;
  }

  private async getJson(target: string): Promise<unknown> {
    const url = this.resolve(target);
    const response = await this.fetchImpl(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.json();
  }

  /** Every remote's entry, as this gateway serves them now. */
  async remoteEntries(): Promise<RemoteEntry[]> {
    return remotesManifestSchema.parse(await this.getJson('/remotes.json')).remotes;
  }

  /** The entry of the remote whose container is `name`, as this gateway serves it now; null if none. */
  async remoteEntry(name: string): Promise<RemoteEntry | null> {
    return (await this.remoteEntries()).find((entry) => entry.name === name) ?? null;
  }

  /** A remote's or the shell's mf-manifest.json; relative URLs are this gateway's. */
  async federationManifest(target: string): Promise<FederationManifest> {
    return parseFederationManifest(await this.getJson(target), this.resolve(target));
  }

  shellManifest(): Promise<FederationManifest> {
    return this.federationManifest('/mf-manifest.json');
  }
}

/** fetch() says only "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND, …). */
export function describeError(error: unknown): string {
  const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  return cause?.code ?? cause?.message ?? message;
}

export interface WaitResult {
  /** Whether the gateway served the expected version before the timeout. */
  confirmed: boolean;
  ms: number;
  /** Why it did not (the last answer or error), when it did not. */
  reason?: string;
}

/**
 * Polls GET /remotes.json until the entry of `name` carries `version` (undefined: the configured
 * build, which has no version). Gateways read the switch from the database every 2 s, so this is
 * normally a matter of one poll interval.
 */
export async function waitForVersion(
  gateway: LiveGateway,
  name: string,
  version: string | undefined,
  { timeoutMs = 15_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<WaitResult> {
  const started = performance.now();
  let reason = 'no answer yet';
  for (;;) {
    try {
      const entry = await gateway.remoteEntry(name);
      if (entry && entry.version === version) return { confirmed: true, ms: performance.now() - started };
      reason = entry
        ? `it still serves ${entry.version ?? 'the configured build'}`
        : `it has no remote ${name}`;
    } catch (error) {
      reason = `unreachable (${describeError(error)})`;
    }
    if (performance.now() - started >= timeoutMs)
      return { confirmed: false, ms: performance.now() - started, reason };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
