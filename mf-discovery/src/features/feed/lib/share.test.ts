import { describe, expect, it, vi } from 'vitest';
import { postPath, postUrl, shareLink } from './share';

describe('post links', () => {
  it('points at the share page', () => {
    expect(postPath('abc')).toBe('/post/abc');
    expect(postUrl('https://cerca.mx', 'abc')).toBe('https://cerca.mx/post/abc');
  });
});

describe('shareLink', () => {
  const data = { url: 'https://cerca.mx/post/abc' };

  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    await expect(shareLink({ share }, data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('says nothing when the person cancels the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    await expect(shareLink({ share }, data)).resolves.toBe('cancelled');
  });

  it('fails on other share errors', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('nope', 'NotAllowedError');
    });
    await expect(shareLink({ share }, data)).rejects.toThrow('nope');
  });

  it('copies the link without a share sheet', async () => {
    const writeText = vi.fn(async () => {});
    await expect(shareLink({ clipboard: { writeText } }, data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('fails without a share sheet or a clipboard', async () => {
    await expect(shareLink({}, data)).rejects.toThrow();
  });
});
