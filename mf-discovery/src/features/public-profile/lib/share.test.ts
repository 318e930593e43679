import { describe, expect, it, vi } from 'vitest';
import { profilePath, profileUrl, shareProfile } from './share';

describe('profile links', () => {
  it('points at /profile/{id}', () => {
    expect(profilePath('abc')).toBe('/profile/abc');
    expect(profilePath('a/b c')).toBe('/profile/a%2Fb%20c');
    expect(profileUrl('https://cerca.mx', 'abc')).toBe('https://cerca.mx/profile/abc');
  });
});

describe('shareProfile', () => {
  const data = { url: 'https://cerca.mx/profile/abc', title: 'Ana en Cerca' };

  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    await expect(shareProfile({ share, clipboard: { writeText } }, data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the person cancels the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    await expect(shareProfile({ share, clipboard: { writeText } }, data)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet refuses', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('nope', 'NotAllowedError');
    });
    const writeText = vi.fn(async () => {});
    await expect(shareProfile({ share, clipboard: { writeText } }, data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the link without a share sheet (desktop browsers)', async () => {
    const writeText = vi.fn(async () => {});
    await expect(shareProfile({ clipboard: { writeText } }, data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('fails without a share sheet or a clipboard, or when copying fails', async () => {
    await expect(shareProfile({}, data)).resolves.toBe('failed');
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    await expect(shareProfile({ clipboard: { writeText } }, data)).resolves.toBe('failed');
  });
});
