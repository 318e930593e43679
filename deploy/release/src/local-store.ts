import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AssetStore, PublishInput } from './asset-store';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Releases in a local folder, `<dir>/<remote>/<version>/`, which the gateway serves at
 * /releases/<remote>/<version>/ as immutable files. The whole build output goes in, .br/.gz copies
 * included (the gateway picks them by accept-encoding). A version appears at once or not at all:
 * it is copied to a temporary folder beside its final place and renamed, so a gateway never serves
 * a half-written version.
 */
export class LocalAssetStore implements AssetStore {
  constructor(readonly dir: string) {}

  describe(): string {
    return this.dir;
  }

  async publish({ remote, version, dir }: PublishInput): Promise<string> {
    const url = `/releases/${remote}/${version}/mf-manifest.json`;
    const target = path.join(this.dir, remote, version);
    if (await exists(target)) return url;
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(this.dir, remote, `.${version}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await cp(dir, temporary, { recursive: true });
      // The build's folder is a private temporary one (0700); the gateway may run as another user.
      await chmod(temporary, 0o755);
      await rename(temporary, target);
    } catch (error) {
      // Another release of the same bytes renamed first: the version is there, and identical.
      if (!(await exists(target))) throw error;
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
    return url;
  }
}
