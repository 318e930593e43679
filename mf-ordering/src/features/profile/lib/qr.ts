/** Spec 01 §9: the personal QR is size 300 with correction level M. */
export const QR_OPTIONS = { width: 300, margin: 1, errorCorrectionLevel: 'M' } as const;

/** The public profile link the QR encodes: /profile/{id} on this site. */
export function publicProfileUrl(origin: string, userId: string): string {
  return `${origin}/profile/${encodeURIComponent(userId)}`;
}
