import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { type ArtOptions, artSvg } from './art';

export const DEMO_BUCKETS = ['business-photos', 'business-posts', 'business-stories'] as const;
export type DemoBucket = (typeof DEMO_BUCKETS)[number];

export interface ImageJob {
  bucket: DemoBucket;
  /** Object key inside the bucket, e.g. '<businessId>/main.webp'. */
  key: string;
  art: ArtOptions;
}

/** The public URL the storage module serves for an object of a public bucket. */
export function publicObjectUrl(bucket: string, key: string): string {
  return `/storage/v1/object/public/${bucket}/${key}`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Rasterises each job's SVG to WebP at <storageDir>/<bucket>/<key>. Files already there are kept,
 * so a second seed run costs almost nothing. Returns how many files were written.
 */
export async function writeImages(
  storageDir: string,
  jobs: readonly ImageJob[],
  concurrency = 4,
): Promise<number> {
  let written = 0;
  let cursor = 0;
  const worker = async () => {
    while (cursor < jobs.length) {
      const job = jobs[cursor++];
      if (!job) break;
      const path = join(storageDir, job.bucket, job.key);
      if (await exists(path)) continue;
      await mkdir(dirname(path), { recursive: true });
      const webp = await sharp(Buffer.from(artSvg(job.art)))
        .webp({ quality: 72, effort: 2 })
        .toBuffer();
      await writeFile(path, webp);
      written++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
