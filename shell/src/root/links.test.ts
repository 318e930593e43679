import { describe, expect, it } from 'vitest';
import { type AnchorInfo, type ClickInfo, interceptedPath } from './links';

const click: ClickInfo = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, extra: Partial<AnchorInfo> = {}): AnchorInfo => ({
  href,
  target: null,
  download: false,
  rel: null,
  ...extra,
});
const here = { origin: 'https://cerca.mx', pathname: '/events', search: '' };
const appPaths = (path: string) => !path.startsWith('/storage') && !path.startsWith('/api');

describe('link interception', () => {
  it('turns same-origin app links into history navigations', () => {
    expect(
      interceptedPath(click, anchor('https://cerca.mx/businesses?category=Cafeterías'), here, appPaths),
    ).toBe('/businesses?category=Cafeter%C3%ADas');
  });

  it('leaves the browser in charge of everything else', () => {
    expect(
      interceptedPath({ ...click, metaKey: true }, anchor('https://cerca.mx/x'), here, appPaths),
    ).toBeNull();
    expect(interceptedPath({ ...click, button: 1 }, anchor('https://cerca.mx/x'), here, appPaths)).toBeNull();
    expect(
      interceptedPath({ ...click, defaultPrevented: true }, anchor('https://cerca.mx/x'), here, appPaths),
    ).toBeNull();
    expect(
      interceptedPath(click, anchor('https://cerca.mx/x', { target: '_blank' }), here, appPaths),
    ).toBeNull();
    expect(
      interceptedPath(click, anchor('https://cerca.mx/x', { download: true }), here, appPaths),
    ).toBeNull();
    expect(interceptedPath(click, anchor('https://other.mx/x'), here, appPaths)).toBeNull();
    expect(interceptedPath(click, anchor('https://cerca.mx/events#top'), here, appPaths)).toBeNull();
    expect(
      interceptedPath(click, anchor('https://cerca.mx/storage/v1/object/a.png'), here, appPaths),
    ).toBeNull();
  });
});
