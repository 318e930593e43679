import { type RemotesManifest, remotesManifestSchema } from '@cerca/contracts';

/** GET /remotes.json, validated: the gateway's list of remotes, their routes and required roles. */
export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await fetchImpl('/remotes.json', {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}
