import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertDriverBucket,
  assertDriverObject,
  type ByteRange,
  type ObjectListing,
  type ObjectMetadata,
  type StorageDriver,
  sortedByKey,
  tapChunks,
} from './driver';
import { isValidKey } from './keys';

interface SidecarFile {
  contentType: string;
  size: number;
  etag: string;
  lastModified: string;
}

/**
 * Objects as files: `<root>/<bucket>/<key>`, with a JSON sidecar per object under
 * `<root>/.meta/<bucket>/<key>.json` (content type, size, ETag) and writes staged in
 * `<root>/.tmp` then renamed, so a reader never sees half a file.
 */
export class LocalDiskDriver implements StorageDriver {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The data and sidecar paths of an object, refusing anything outside the bucket's folder. */
  private paths(bucket: string, key: string) {
    assertDriverObject(bucket, key);
    const bucketDir = path.join(this.root, bucket);
    const file = path.resolve(bucketDir, ...key.split('/'));
    if (!file.startsWith(bucketDir + path.sep)) throw new Error(`object ${bucket}/${key} escapes its bucket`);
    const meta = `${path.resolve(this.root, '.meta', bucket, ...key.split('/'))}.json`;
    return { file, meta, bucketDir, metaDir: path.join(this.root, '.meta', bucket) };
  }

  async put(
    bucket: string,
    key: string,
    body: Buffer | Readable,
    contentType: string,
  ): Promise<ObjectMetadata> {
    const { file, meta, bucketDir, metaDir } = this.paths(bucket, key);
    const tmpDir = path.join(this.root, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpFile = path.join(tmpDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const measure = tapChunks((chunk) => {
      hash.update(chunk);
      size += chunk.length;
    });
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, measure, createWriteStream(tmpFile));
      const metadata: ObjectMetadata = {
        contentType,
        size,
        etag: `"${hash.digest('hex').slice(0, 32)}"`,
        lastModified: new Date(),
      };
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(path.dirname(meta), { recursive: true });
      const sidecar: SidecarFile = { ...metadata, lastModified: metadata.lastModified.toISOString() };
      await writeFile(`${tmpFile}.json`, JSON.stringify(sidecar));
      await rename(tmpFile, file);
      await rename(`${tmpFile}.json`, meta);
      return metadata;
    } catch (error) {
      // A write that fails after making the object's folders (a sidecar folder that cannot be
      // made, a full disk) leaves none of them behind empty.
      await removeEmptyParents(file, bucketDir);
      await removeEmptyParents(meta, metaDir);
      throw error;
    } finally {
      await rm(tmpFile, { force: true });
      await rm(`${tmpFile}.json`, { force: true });
    }
  }

  async stat(bucket: string, key: string): Promise<ObjectMetadata | null> {
    const { file, meta } = this.paths(bucket, key);
    const fileStat = await stat(file).catch(() => null);
    if (!fileStat?.isFile()) return null;
    const sidecar = await readFile(meta, 'utf8')
      .then((text) => JSON.parse(text) as SidecarFile)
      .catch(() => null);
    // A file copied in by hand has no sidecar: serve it as bytes with a weak-but-stable ETag.
    return {
      contentType: sidecar?.contentType ?? 'application/octet-stream',
      size: fileStat.size,
      etag:
        sidecar?.size === fileStat.size
          ? sidecar.etag
          : `"${fileStat.size.toString(16)}-${fileStat.mtimeMs.toString(16)}"`,
      lastModified: sidecar ? new Date(sidecar.lastModified) : fileStat.mtime,
    };
  }

  async get(bucket: string, key: string, range?: ByteRange) {
    const metadata = await this.stat(bucket, key);
    if (!metadata) return null;
    const { file } = this.paths(bucket, key);
    const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    return { body: body as Readable, metadata };
  }

  async exists(bucket: string, key: string): Promise<boolean> {
    return (await this.stat(bucket, key)) !== null;
  }

  async delete(bucket: string, key: string): Promise<void> {
    const { file, meta, bucketDir, metaDir } = this.paths(bucket, key);
    await rm(file, { force: true });
    await rm(meta, { force: true });
    // A refused or removed upload leaves no empty `<businessId>/` folders behind.
    await removeEmptyParents(file, bucketDir);
    await removeEmptyParents(meta, metaDir);
  }

  async list(bucket: string, prefix = ''): Promise<ObjectListing[]> {
    assertDriverBucket(bucket);
    const bucketDir = path.join(this.root, bucket);
    // Walk only the deepest folder the prefix names, then filter by the full prefix.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    if (folder && !isValidKey(folder)) return [];
    const start = folder ? path.join(bucketDir, ...folder.split('/')) : bucketDir;
    const found: ObjectListing[] = [];
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (prefix.startsWith(`${key}/`) || key.startsWith(prefix) || `${key}/`.startsWith(prefix)) {
            await walk(path.join(dir, entry.name), key);
          }
        } else if (entry.isFile() && key.startsWith(prefix)) {
          const fileStat = await stat(path.join(dir, entry.name));
          found.push({ key, size: fileStat.size, lastModified: fileStat.mtime });
        }
      }
    };
    await walk(start, folder);
    return sortedByKey(found);
  }
}

/** Removes the now-empty folders between `file` and `stopAt` (kept), innermost first. */
async function removeEmptyParents(file: string, stopAt: string): Promise<void> {
  for (let dir = path.dirname(file); dir.startsWith(stopAt + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return; // not empty (or already gone): the folders above are not empty either
    }
  }
}
