import type { Db } from '@cerca/db';
import { listUsernamesLike } from '../repositories/profiles';

// A new account's username comes from its e-mail (sign-up, the admin API): one rule.

/** The part before @ as a handle: accents dropped, lower-case, only [a-z0-9._] ("Ana.María+x" → "ana.maria_x"), 1–24 chars. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 24);
  return cleaned || 'usuario';
}

/** `base` when free, else `base` with the lowest free number (ana, ana1, ana2…). */
export async function freeUsername(db: Db, base: string): Promise<string> {
  const names = new Set(await listUsernamesLike(db, base));
  if (!names.has(base)) return base;
  for (let n = 1; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}
