/** The share link of a public profile (spec 01 §2). */
export function profilePath(personId: string): string {
  return `/profile/${encodeURIComponent(personId)}`;
}

export function profileUrl(origin: string, personId: string): string {
  return `${origin}${profilePath(personId)}`;
}

/** What the page can use to share; the browser's navigator satisfies it. */
export interface ShareTarget {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  clipboard?: { writeText: (text: string) => Promise<void> } | undefined;
}

/**
 * 'copied' asks for 'Enlace copiado al portapapeles', 'failed' for 'Error al compartir el perfil';
 * 'cancelled' (the person closed the share sheet) and 'shared' show nothing.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * The device's share sheet when there is one, otherwise the link to the clipboard. A share sheet
 * that refuses (not allowed, unsupported data) still leaves the clipboard to try. Never throws.
 */
export async function shareProfile(
  target: ShareTarget,
  data: { url: string; title: string },
): Promise<ShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (typeof target.clipboard?.writeText !== 'function') return 'failed';
  try {
    await target.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
