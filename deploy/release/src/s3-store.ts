import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { AssetStore, PublishInput } from './asset-store';
import { isPrecompressed } from './content-version';
import { listFiles } from './files';

export interface S3Settings {
  bucket: string;
  region: string;
  /** The S3 API endpoint, e.g. http://127.0.0.1:9000; objects are addressed path-style. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public base the bucket's keys are served from (a CDN), e.g. https://cdn.cerca.mx/remotes. */
  publicUrl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export const contentType = (file: string): string =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const MANIFEST = 'mf-manifest.json';
const UPLOADS_AT_ONCE = 6;

/**
 * Releases in an S3-compatible bucket, keyed `<remote>/<version>/<file>`, each object cacheable
 * forever (a version's bytes never change). The .br/.gz copies stay behind: a CDN compresses on
 * its own. mf-manifest.json goes last, so its presence means the version is complete, and a
 * version whose manifest is already there is not uploaded again.
 */
export class S3AssetStore implements AssetStore {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
  }

  describe(): string {
    return `s3://${this.settings.bucket} at ${this.settings.endpoint}`;
  }

  private objectUrl(key: string): string {
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    return `${this.settings.endpoint.replace(/\/+$/, '')}/${this.settings.bucket}/${encoded}`;
  }

  async publish({ remote, version, dir }: PublishInput): Promise<string> {
    const prefix = `${remote}/${version}`;
    const url = `${this.settings.publicUrl.replace(/\/+$/, '')}/${prefix}/${MANIFEST}`;
    const present = await this.client.fetch(this.objectUrl(`${prefix}/${MANIFEST}`), { method: 'HEAD' });
    if (present.ok) return url;
    const files = (await listFiles(dir)).filter((file) => !isPrecompressed(file));
    const assets = files.filter((file) => file !== MANIFEST);
    // A few uploads at a time: one at a time leaves the connection idle between round trips.
    const queue = [...assets];
    const worker = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift())
        await this.put(prefix, dir, file);
    };
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
    if (files.includes(MANIFEST)) await this.put(prefix, dir, MANIFEST);
    return url;
  }

  private async put(prefix: string, dir: string, file: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(`${prefix}/${file}`), {
      method: 'PUT',
      body: await readFile(path.join(dir, file)),
      headers: {
        'content-type': contentType(file),
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
    if (!response.ok) {
      throw new Error(
        `uploading ${prefix}/${file} to ${this.describe()} failed: ${response.status} ${await response.text()}`,
      );
    }
  }
}
