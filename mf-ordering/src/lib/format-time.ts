import { LOCALE } from '@cerca/i18n';

// Here, not in @cerca/i18n: that package is on every first load, and only this remote's pages
// (a pause that ends soon) say a bare time.
let time: Intl.DateTimeFormat | undefined;

/** "5:54 p.m.": a time within the next hours. */
export function formatTime(value: Date | string | number): string {
  time ??= new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' });
  return time.format(new Date(value));
}
