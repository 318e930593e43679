import { AVATAR_MAX_BYTES } from '@cerca/contracts/account';

/**
 * Spec 02 §5 before the upload (the storage service checks the content again): an image type,
 * at most 5 MB. Answers the text key (account.avatar.<key>) of the problem, or null.
 */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): 'invalidImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'invalidImage';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
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
