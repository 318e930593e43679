import { DIRECT_UPLOAD_BUCKETS } from './buckets';
import type { StorageConfig } from './storage';
import { storageDriverFor } from './storage';

/** The origins outside our own that pages reach for files (the pages' Content-Security-Policy). */
export interface StorageBrowserOrigins {
  /** Where browsers PUT direct uploads: the store's, with STORAGE_DRIVER=s3 (connect-src). */
  upload: string[];
  /** Where public images and videos are read: STORAGE_PUBLIC_URL's, a CDN (img-src, media-src). */
  media: string[];
}

/**
 * The origins of the storage the config names, for pages to allow. Upload origins come from a
 * presigned URL of each direct-upload bucket (signing is local: no request leaves), so they are
 * right for path-style and virtual-hosted buckets, custom endpoints and AWS alike.
 */
export async function storageBrowserOrigins(config: StorageConfig): Promise<StorageBrowserOrigins> {
  const media = config.objectStorage?.publicUrl ? [new URL(config.objectStorage.publicUrl).origin] : [];
  const driver = storageDriverFor(config);
  if (!driver.presignPut) return { upload: [], media };
  const urls = await Promise.all(
    DIRECT_UPLOAD_BUCKETS.map((bucket) =>
      driver.presignPut!(bucket, 'origin-check.mp4', {
        contentType: 'video/mp4',
        size: 1,
        expiresInSeconds: 60,
      }),
    ),
  );
  return { upload: [...new Set(urls.map((url) => new URL(url).origin))], media };
}
