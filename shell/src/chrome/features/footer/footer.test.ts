import { describe, expect, it } from 'vitest';
import chrome from '../../../locales/es-MX/chrome.json';
import { FOOTER_LINKS } from './footer-links';

const label = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], chrome) as string;

describe('footer', () => {
  it('has a text for every link', () => {
    for (const link of FOOTER_LINKS) expect(label(`footer.links.${link.key}`)).toEqual(expect.any(String));
  });
});
