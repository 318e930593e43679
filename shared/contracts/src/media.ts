import * as z from 'zod/mini';

/** Stories and posts store 'image' (the spec's "photo/image") or 'video'. */
export const MEDIA_TYPES = ['image', 'video'] as const;
export const mediaTypeSchema = z.enum(MEDIA_TYPES);

/** Why a picked file cannot go as an image: not an image type, or larger than its place allows. */
export type ImageFileProblem = 'notImage' | 'tooLarge';

/**
 * The browser's one check of a picked image, before anything is sent: an image type, at most
 * `maxBytes` (each place has its limit: 5 MB for a photo or an ID, 10 MB for a publication).
 * The server checks the content itself again; each page words the problem as its spec does.
 */
export function imageFileProblem(
  file: { readonly type: string; readonly size: number },
  maxBytes: number,
): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
