import {
  POST_MAX_IMAGES,
  PUBLISH_IMAGE_MAX_BYTES,
  PUBLISH_VIDEO_MAX_BYTES,
} from '@cerca/contracts/publishing';
import type { ContentType } from './content-types';

// The file rules of spec 01 §5 and §9 for Crear, checked in the browser before anything is sent
// (the server checks them again while streaming): images 10 MB each, videos 100 MB; a story takes
// one photo or video, a post up to 10 photos or one video, an event one image; when the picked
// files include a video, only the first video is used.

export type MediaKind = 'image' | 'video';

/** What the rules need of a file; a File in the browser, a plain object in tests. */
export type MediaFile = Pick<File, 'name' | 'type' | 'size'>;

/** Image or video by MIME type; anything else is not publishable. */
export function mediaKindOf(file: Pick<File, 'type'>): MediaKind | null {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return null;
}

/** Keys of create.json `publish.media`, with the file's name for {{file}}. */
export type MediaRejectionReason = 'imageTooLarge' | 'videoTooLarge' | 'unsupported' | 'notImage';

export interface MediaRejection {
  file: string;
  reason: MediaRejectionReason;
}

export interface MediaSelection<F extends MediaFile> {
  files: F[];
  rejected: MediaRejection[];
  /** Valid photos were left out because a post takes at most 10. */
  overLimit: boolean;
  /** Other picked files were left out because a video was among them (only the first is used). */
  videoOnly: boolean;
}

/** Which files the picker of each type offers (the `accept` attribute). */
export function acceptedMediaOf(type: ContentType): string | null {
  if (type === 'promotion') return null;
  return type === 'event' ? 'image/*' : 'image/*,video/*';
}

/** Whether the picker takes several files at once (only a post's photos). */
export function takesSeveralFiles(type: ContentType): boolean {
  return type === 'post';
}

function rejectionOf(type: ContentType, file: MediaFile): MediaRejectionReason | null {
  const kind = mediaKindOf(file);
  if (kind === null) return 'unsupported';
  if (type === 'event' && kind !== 'image') return 'notImage';
  if (kind === 'image' && file.size > PUBLISH_IMAGE_MAX_BYTES) return 'imageTooLarge';
  if (kind === 'video' && file.size > PUBLISH_VIDEO_MAX_BYTES) return 'videoTooLarge';
  return null;
}

/**
 * The files a type keeps after a pick: oversized and unsupported ones are rejected with their
 * message; a story or an event takes one file (a new pick replaces it); a post adds photos up to
 * 10, and a video replaces everything, the first video only.
 */
export function selectMedia<F extends MediaFile>(
  type: ContentType,
  current: readonly F[],
  picked: readonly F[],
): MediaSelection<F> {
  const rejected: MediaRejection[] = [];
  const valid: F[] = [];
  for (const file of picked) {
    const reason = rejectionOf(type, file);
    if (reason) rejected.push({ file: file.name, reason });
    else valid.push(file);
  }
  const result = (files: F[], extra: Partial<MediaSelection<F>> = {}): MediaSelection<F> => ({
    files,
    rejected,
    overLimit: false,
    videoOnly: false,
    ...extra,
  });
  if (type === 'promotion') return result([]);
  if (valid.length === 0) return result([...current]);

  const firstVideo = valid.find((file) => mediaKindOf(file) === 'video');
  if (firstVideo) return result([firstVideo], { videoOnly: valid.length > 1 });
  if (type !== 'post') return result([valid[0] as F]);

  // Photos of a post: added to the photos already chosen (a chosen video gives way to them).
  const photos = current.filter((file) => mediaKindOf(file) === 'image').concat(valid);
  return result(photos.slice(0, POST_MAX_IMAGES), { overLimit: photos.length > POST_MAX_IMAGES });
}

/** The chosen files that still fit after the type changes. */
export function keepMediaFor<F extends MediaFile>(type: ContentType, files: readonly F[]): F[] {
  if (type === 'promotion') return [];
  if (type === 'post') return [...files];
  const fitting = files.filter((file) => (type === 'event' ? mediaKindOf(file) === 'image' : true));
  return fitting.slice(0, 1);
}
