/** The share link of a post: the public /post/:postId page (spec 01 §2). */
export function postPath(postId: string): string {
  return `/post/${encodeURIComponent(postId)}`;
}

export function postUrl(origin: string, postId: string): string {
  return `${origin}${postPath(postId)}`;
}

/** What the page can use to share; the browser's navigator satisfies it. */
export interface ShareTarget {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  clipboard?: { writeText: (text: string) => Promise<void> } | undefined;
}

/** 'copied' asks for 'Enlace copiado al portapapeles'; 'cancelled' shows nothing. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The device's share sheet when there is one, otherwise the link to the clipboard. A cancelled
 * share sheet (AbortError) is not a failure; anything else rejects so the caller can say
 * 'Error al compartir el post'.
 */
export async function shareLink(
  target: ShareTarget,
  data: { url: string; title?: string },
): Promise<ShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      throw error;
    }
  }
  if (!target.clipboard) throw new Error('clipboard unavailable');
  await target.clipboard.writeText(data.url);
  return 'copied';
}
