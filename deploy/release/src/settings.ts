import path from 'node:path';
import { DEFAULT_DATABASE_URL } from '@cerca/db';
import { DeclarationError, readRemoteDeclaration } from './declaration';
import { UsageError } from './errors';

/** The checkout this package sits in: remotes are its `mf-*` folders. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

type Env = Record<string, string | undefined>;

/** The same defaults as `npm start`: the local database and the gateway on PORT (8080). */
export const databaseUrl = (env: Env): string => env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
export const cercaUrl = (env: Env): string => env.CERCA_URL ?? `http://localhost:${env.PORT ?? 8080}`;

export interface RemoteFolder {
  /** "mf-driver": what the database stores. */
  folder: string;
  /** "mf_driver": the container name the live remotes manifest knows it by. */
  name: string;
}

/**
 * A remote of this checkout, by folder name. Its remote.json here says the name the live page
 * knows it by, whatever a team's copy (--source) declares.
 */
export async function checkoutRemote(
  folder: string | undefined,
  root: string = REPO_ROOT,
): Promise<RemoteFolder> {
  if (!folder || !/^mf-[a-z][a-z0-9-]*$/.test(folder)) {
    throw new UsageError(`expected a remote folder such as mf-driver, got ${folder ?? 'nothing'}.`);
  }
  try {
    const declaration = await readRemoteDeclaration(path.join(root, folder));
    return { folder, name: declaration.name };
  } catch (error) {
    // The checkout's own declaration is configuration, not a release to refuse.
    if (error instanceof DeclarationError) throw new UsageError(error.message);
    throw error;
  }
}
