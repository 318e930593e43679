import { describe, expect, it } from 'vitest';
import { avatarFileError, avatarKey, versionedAvatarUrl } from './avatar';

describe('avatar upload', () => {
  it('takes images of at most 5 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(avatarFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe('invalidImage');
    expect(avatarFileError({ type: '', size: 10 })).toBe('invalidImage');
  });

  it('names the file after the person', () => {
    expect(avatarKey('abc', 'Foto.JPG')).toBe('abc.jpg');
    expect(avatarKey('abc', 'sin-extension')).toBe('abc.img');
  });

  it('versions the URL', () => {
    expect(versionedAvatarUrl('/storage/v1/object/public/avatars/abc.png', 42)).toBe(
      '/storage/v1/object/public/avatars/abc.png?v=42',
    );
  });
});
