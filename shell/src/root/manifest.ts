import { type RemotesManifest, remotesManifestSchema } from '@cerca/contracts';

/** Id of the JSON block the gateway writes into the page (services/gateway/src/shell-page.ts). */
export const INLINE_MANIFEST_ID = 'cerca-remotes';

/**
 * The manifest the gateway put inline in the page, or null when there is none or it does not
 * parse (a page served by something else, a stale cache): the caller then fetches it.
 */
export function readInlineManifest(doc: Pick<Document, 'getElementById'> = document): RemotesManifest | null {
  const text = doc.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = remotesManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The gateway's list of remotes, their routes and required roles, validated: the copy inline in
 * the page saves a round trip before any remote can load; GET /remotes.json is the fallback.
 */
export async function fetchRemotesManifest(
  fetchImpl: typeof fetch = fetch,
  inline: () => RemotesManifest | null = readInlineManifest,
): Promise<RemotesManifest> {
  const fromPage = inline();
  if (fromPage) return fromPage;
  const response = await fetchImpl('/remotes.json', {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}
