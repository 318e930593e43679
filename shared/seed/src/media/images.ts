import type { BucketName, Storage } from '@cerca/storage';
import sharp from 'sharp';

/** One image the seed puts in storage: how to draw it, where it goes. */
export interface ImageJob {
  bucket: BucketName;
  /** Object key inside the bucket, e.g. '<businessId>/main.webp'. */
  key: string;
  /** The SVG source; rasterised to WebP only when the object is missing. */
  svg: () => string | Promise<string>;
  /** Output width in pixels; default the SVG's own size. */
  width?: number;
}

/** Small and sharp enough for placeholder artwork, fast to encode. */
async function toWebp(svg: string, width?: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: width ? 288 : 72 });
  return (width ? image.resize({ width }) : image).webp({ quality: 72, effort: 2 }).toBuffer();
}

/**
 * Rasterises and stores each job through the storage library (driver, bucket and key checks,
 * content type). Objects already in storage are kept, so a second seed run costs almost nothing.
 * Returns how many objects were written.
 */
export async function writeImages(
  storage: Storage,
  jobs: readonly ImageJob[],
  concurrency = 4,
): Promise<number> {
  let written = 0;
  let cursor = 0;
  const worker = async () => {
    while (cursor < jobs.length) {
      const job = jobs[cursor++];
      if (!job) break;
      if (await storage.driver.exists(job.bucket, job.key)) continue;
      const webp = await toWebp(await job.svg(), job.width);
      await storage.putObject(job.bucket, job.key, webp, 'image/webp');
      written++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
