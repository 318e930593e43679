import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';

type Env = Record<string, string | undefined>;

/** Who runs the release, for the history: CERCA_RELEASED_BY, else git's user.email, else the OS user. */
export function releasedBy(env: Env = process.env): string {
  if (env.CERCA_RELEASED_BY?.trim()) return env.CERCA_RELEASED_BY.trim();
  try {
    const email = execFileSync('git', ['config', 'user.email'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (email) return email;
  } catch {
    // No git, or no user.email configured: fall back to the account name.
  }
  return userInfo().username;
}
