import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Secrets given in the environment, and the ones generated here, have at least this many characters. */
export const MIN_SECRET_LENGTH = 32;

export interface SecretSource {
  /** The environment variable that sets it: errors name it. */
  name: string;
  /** Its value in the environment; undefined, null or '' when unset. */
  value: string | null | undefined;
  nodeEnv: string;
  /** Where a machine without the variable keeps the secret it generated. */
  dir: string;
  file: string;
}

/**
 * A secret with no default in the code: the variable when set; in production nothing else, so a
 * missing one stops the start with an error naming the variable; elsewhere one generated on first
 * start and kept in `dir/file`, the same across restarts and for every process that reads that
 * folder. A known secret would let anyone who reads the repository forge what it signs.
 */
export function resolveSecret(source: SecretSource): string {
  const { name, value } = source;
  if (value !== undefined && value !== null && value !== '') {
    if (value.length < MIN_SECRET_LENGTH)
      throw new Error(`${name} must have ${MIN_SECRET_LENGTH}+ characters`);
    return value;
  }
  if (source.nodeEnv === 'production')
    throw new Error(`${name} must be set (${MIN_SECRET_LENGTH}+ characters) in production`);
  return keptSecret(source.dir, source.file);
}

/**
 * The secret kept in `dir/file`, made of 48 random bytes on first use. The file appears whole or
 * not at all: it is written (mode 0600) under a name of its own, then hard-linked into place, which
 * fails when another process got there first. Processes starting at the same moment (the ordering
 * and jobs processes of `npm run start:split`) therefore all read the one that won, never a
 * half-written one.
 */
export function keptSecret(dir: string, file: string): string {
  const target = path.join(dir, file);
  let secret = readIfPresent(target);
  if (secret === null) {
    mkdirSync(dir, { recursive: true });
    const draft = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    try {
      linkSync(draft, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    secret = readFileSync(target, 'utf8').trim();
  }
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${target} holds no usable secret`);
  return secret;
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
