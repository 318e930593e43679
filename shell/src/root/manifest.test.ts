import { describe, expect, it, vi } from 'vitest';
import { fetchRemotesManifest, INLINE_MANIFEST_ID, readInlineManifest } from './manifest';

const manifest = {
  remotes: [
    { name: 'mf_driver', manifest: '/remotes/mf-driver/mf-manifest.json', routes: ['/x'], roles: [] },
  ],
};
const docWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === INLINE_MANIFEST_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('remotes manifest', () => {
  it('reads the copy the gateway put inline in the page', () => {
    expect(readInlineManifest(docWith(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it('ignores a missing, broken or invalid inline copy', () => {
    expect(readInlineManifest(docWith(null))).toBeNull();
    expect(readInlineManifest(docWith('{not json'))).toBeNull();
    expect(readInlineManifest(docWith('{"remotes":[{"name":"a-b"}]}'))).toBeNull();
  });

  it('uses the inline copy without a request, and fetches /remotes.json without one', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(manifest)));
    await expect(fetchRemotesManifest(fetchImpl, () => manifest)).resolves.toEqual(manifest);
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(fetchRemotesManifest(fetchImpl, () => null)).resolves.toEqual(manifest);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('refuses a fetched /remotes.json that does not match the contract', async () => {
    const invalid = { remotes: [{ name: 'a-b', manifest: '/m.json', routes: ['/x'] }] };
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(invalid)));
    await expect(fetchRemotesManifest(fetchImpl, () => null)).rejects.toThrow();
  });
});
