import { describe, expect, it } from 'vitest';
import chrome from '../../../locales/es-MX/chrome.json';
import { TABS } from '../navigation/tabs';
import { FOOTER_LINKS } from './footer-links';

const label = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], chrome) as string;

describe('footer', () => {
  it('has a text for every link', () => {
    for (const link of FOOTER_LINKS) expect(label(`footer.links.${link.key}`)).toEqual(expect.any(String));
  });

  it('never repeats a bottom tab’s name, so every link name is unique on the page', () => {
    const tabNames = TABS.map((tab) => label(tab.labelKey).toLowerCase());
    for (const link of FOOTER_LINKS) {
      const name = label(`footer.links.${link.key}`).toLowerCase();
      for (const tabName of tabNames) expect(name.includes(tabName)).toBe(false);
    }
  });
});
