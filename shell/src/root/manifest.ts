import type { RemotesManifest } from '@cerca/contracts';

/** Id of the JSON block the gateway writes into the page (services/gateway/src/shell-page.ts). */
export const INLINE_MANIFEST_ID = 'cerca-remotes';

/**
 * The manifest the gateway put inline in the page, or null when there is none or it is not a
 * manifest (a page served by something else, a stale cache): the caller then fetches it.
 *
 * Read without its schema: the gateway validated it against remotesManifestSchema before writing
 * it into the page, which is as trusted as the script reading it. Checking it again here would
 * put zod on every first visit (about 9 KB compressed) for a document that cannot differ.
 */
export function readInlineManifest(doc: Pick<Document, 'getElementById'> = document): RemotesManifest | null {
  const text = doc.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const remotes = (parsed as { remotes?: unknown } | null)?.remotes;
    return Array.isArray(remotes) && remotes.every(looksLikeRemote) ? (parsed as RemotesManifest) : null;
  } catch {
    return null;
  }
}

/** The fields the shell reads from each entry, present and typed: what tells a manifest from other JSON. */
function looksLikeRemote(value: unknown): boolean {
  const entry = value as Record<string, unknown> | null;
  return (
    typeof entry?.name === 'string' &&
    typeof entry.manifest === 'string' &&
    Array.isArray(entry.routes) &&
    Array.isArray(entry.roles)
  );
}

/**
 * The gateway's list of remotes, their routes and required roles: the copy inline in the page
 * saves a round trip before any remote can load; GET /remotes.json is the fallback, validated
 * (its schema loads with it, only then).
 */
export async function fetchRemotesManifest(
  fetchImpl: typeof fetch = fetch,
  inline: () => RemotesManifest | null = readInlineManifest,
): Promise<RemotesManifest> {
  const fromPage = inline();
  if (fromPage) return fromPage;
  const [response, { remotesManifestSchema }] = await Promise.all([
    fetchImpl('/remotes.json', { cache: 'no-cache', headers: { accept: 'application/json' } }),
    // Named on-demand-…: the gateway preloads the entry's dynamic imports, not this rare one.
    import(/* webpackChunkName: "on-demand-remotes-manifest" */ '@cerca/contracts/remotes'),
  ]);
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}
