import { AVATAR_MAX_BYTES } from '@cerca/contracts/account';
import { type ImageFileProblem, imageFileProblem } from '@cerca/contracts/media';

type AvatarFileError = 'invalidImage' | 'tooLarge';
const AVATAR_ERRORS = {
  notImage: 'invalidImage',
  tooLarge: 'tooLarge',
} as const satisfies Record<ImageFileProblem, AvatarFileError>;

/**
 * Spec 02 §5 before the upload (the storage service checks the content again): the one image
 * check, an image of at most 5 MB. Answers the text key (account.avatar.<key>) of the problem.
 */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): AvatarFileError | null {
  const problem = imageFileProblem(file, AVATAR_MAX_BYTES);
  return problem && AVATAR_ERRORS[problem];
}

/** avatars/{userId}.{ext}: the storage service replaces the extension with the content's own. */
export function avatarKey(userId: string, fileName: string): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'img';
  return `${userId}.${ext}`;
}

/** The stored URL with a version, so browsers show the new picture at the same address. */
export function versionedAvatarUrl(publicUrl: string, now: number): string {
  return `${publicUrl}?v=${now}`;
}
