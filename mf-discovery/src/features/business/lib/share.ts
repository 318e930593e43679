export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** What the browser offers: the device share sheet and the clipboard, either may be missing. */
export interface ShareDeps {
  share?: ((data: { title: string; url: string }) => Promise<void>) | undefined;
  copy?: ((text: string) => Promise<void>) | undefined;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Compartir (spec 01 §7): the share sheet when there is one, else the link to the clipboard
 * ('Enlace copiado al portapapeles'). Closing the sheet is no failure, so it says nothing.
 */
export async function shareLink(
  data: { title: string; url: string },
  deps: ShareDeps,
): Promise<ShareOutcome> {
  if (deps.share) {
    try {
      await deps.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Refused (not allowed, unsupported data): the clipboard may still work.
    }
  }
  if (!deps.copy) return 'failed';
  try {
    await deps.copy(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The browser's own share sheet and clipboard, when it has them. */
export function browserShareDeps(): ShareDeps {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav?.share ? (data) => nav.share(data) : undefined,
    copy: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}
