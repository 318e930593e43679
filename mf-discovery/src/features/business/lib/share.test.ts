import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const data = { title: 'Cantina La Fuente', url: 'https://cerca.mx/businesses/1' };
const abort = () => Object.assign(new Error('cancelled'), { name: 'AbortError' });

describe('shareLink', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const copy = vi.fn();
    expect(await shareLink(data, { share, copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy).not.toHaveBeenCalled();
  });

  it('says nothing when the person closes the sheet', async () => {
    const copy = vi.fn();
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(abort()), copy })).toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when the sheet refuses', async () => {
    const copy = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { copy })).toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.url);
    const refused = Object.assign(new Error('no'), { name: 'NotAllowedError' });
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(refused), copy })).toBe('copied');
  });

  it('fails when nothing works', async () => {
    expect(await shareLink(data, {})).toBe('failed');
    expect(await shareLink(data, { copy: vi.fn().mockRejectedValue(new Error('denied')) })).toBe('failed');
  });
});
