import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

// Outside production auth writes each mail as a file here (AUTH_MAIL_DIR's default, from the
// repository root where the e2e server runs).
const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.data/mail');

/** The text of the newest mail file written to `email` (polled: auth's worker writes it shortly after). */
export async function mailTo(email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
        const mine = names.filter((name) => name.endsWith(`-${email}.txt`)).sort();
        text = mine.length ? await readFile(path.join(MAIL_DIR, mine.at(-1)!), 'utf8') : '';
        return text !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

/** The mailed /auth/v1/verify link, as a path on the server under test. */
export function verifyPath(mail: string): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}
