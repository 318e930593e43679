import type { Readable } from 'node:stream';
import type { ObjectStorageConfig, S3Config } from '@cerca/service-kit';
import { type BucketName, bucketRule } from './buckets';
import {
  checkDirectUpload,
  createDirectUpload,
  type DirectUpload,
  type DirectUploadOptions,
} from './direct-upload';
import type { ObjectMetadata, StorageDriver } from './driver';
import { type InspectedUpload, inspectUpload } from './inspect';
import { assertBucketAndKey, parseObjectUrl, publicObjectUrl, SIGNED_OBJECT_PATH } from './keys';
import { LocalDiskDriver } from './local-driver';
import { S3Driver } from './s3-driver';
import { createUrlSigner, resolveSigningSecret, type UrlSigner } from './signing';

export interface StorageConfig {
  /** Root folder of the local-disk driver (config.storageDir). */
  storageDir: string;
  env?: 'development' | 'test' | 'production';
  /** STORAGE_DRIVER, STORAGE_PUBLIC_URL and S3_* (config.objectStorage); the local disk without it. */
  objectStorage?: ObjectStorageConfig;
}

export interface CreateStorageOptions {
  /** Another driver; defaults to the one config.objectStorage names (local disk at config.storageDir). */
  driver?: StorageDriver;
  /** Defaults to STORAGE_SIGNING_SECRET, else (outside production) the secret generated in storageDir. */
  signingSecret?: string;
}

export interface Storage {
  driver: StorageDriver;
  signer: UrlSigner;
  /** STORAGE_PUBLIC_URL (a CDN), or null when public objects are served on our own origin. */
  publicBase: string | null;
  /** Stores after checking the bucket and key; the caller has already checked the content. */
  putObject(
    bucket: BucketName,
    key: string,
    body: Buffer | Readable,
    contentType: string,
  ): Promise<ObjectMetadata>;
  /** Idempotent: removing a missing object succeeds. */
  removeObject(bucket: BucketName, key: string): Promise<void>;
  /** `/storage/v1/object/public/<bucket>/<key>`, or `<STORAGE_PUBLIC_URL>/<bucket>/<key>` when set. */
  publicUrl(bucket: BucketName, key: string): string;
  /** The bucket and key behind a URL this storage gave (public, signed or CDN); null for others. */
  parseObjectUrl(url: string): { bucket: BucketName; key: string } | null;
  /** `/storage/v1/object/sign/<bucket>/<key>?token=…`, valid for `expiresInSeconds` (default 1 h). */
  createSignedUrl(bucket: BucketName, key: string, expiresInSeconds?: number): Promise<string>;
  /** A signed PUT a browser sends one file with, straight to the store (see direct-upload.ts). */
  createUploadUrl(bucket: BucketName, key: string, options: DirectUploadOptions): Promise<DirectUpload>;
  /**
   * Checks what a browser uploaded through createUploadUrl (size, type from its bytes, equal to
   * `expectedContentType` when given) and removes it when refused.
   */
  checkUploadedObject(
    bucket: BucketName,
    key: string,
    expectedContentType: string | null,
    filename?: string,
  ): Promise<InspectedUpload>;
  inspectUpload(bucket: string, buffer: Buffer, filename?: string): InspectedUpload;
}

export const DEFAULT_SIGNED_URL_SECONDS = 3600;

// One S3 client per set of settings and process: each service's plugin, the jobs and the routes
// that make a storage per request share its connection pool.
const s3Drivers = new Map<string, S3Driver>();

function s3DriverFor(s3: S3Config): S3Driver {
  const id = JSON.stringify(s3);
  let driver = s3Drivers.get(id);
  if (!driver) {
    driver = new S3Driver(s3);
    s3Drivers.set(id, driver);
  }
  return driver;
}

/** The driver config.objectStorage names: S3 with STORAGE_DRIVER=s3, else the local disk. */
export function storageDriverFor(config: StorageConfig): StorageDriver {
  const s3 = config.objectStorage?.driver === 's3' ? config.objectStorage.s3 : null;
  return s3 ? s3DriverFor(s3) : new LocalDiskDriver(config.storageDir);
}

export function createStorage(config: StorageConfig, options: CreateStorageOptions = {}): Storage {
  const driver = options.driver ?? storageDriverFor(config);
  const publicBase = config.objectStorage?.publicUrl ?? null;
  const signer = createUrlSigner(
    options.signingSecret ??
      resolveSigningSecret(process.env, config.env ?? 'development', config.storageDir),
  );
  return {
    driver,
    signer,
    publicBase,
    async putObject(bucket, key, body, contentType) {
      assertBucketAndKey(bucket, key);
      return driver.put(bucket, key, body, contentType);
    },
    async removeObject(bucket, key) {
      assertBucketAndKey(bucket, key);
      await driver.delete(bucket, key);
    },
    publicUrl(bucket, key) {
      assertBucketAndKey(bucket, key);
      // A programming error, not a caller's: private objects are only read through signed URLs.
      if (!bucketRule(bucket).public) throw new Error(`bucket ${bucket} is private: use createSignedUrl`);
      return publicBase ? `${publicBase}/${bucket}/${key}` : publicObjectUrl(bucket, key);
    },
    parseObjectUrl(url) {
      return parseObjectUrl(url, publicBase);
    },
    async createSignedUrl(bucket, key, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS) {
      assertBucketAndKey(bucket, key);
      const token = await signer.sign(bucket, key, expiresInSeconds);
      return `${SIGNED_OBJECT_PATH}/${bucket}/${key}?token=${encodeURIComponent(token)}`;
    },
    async createUploadUrl(bucket, key, uploadOptions) {
      assertBucketAndKey(bucket, key);
      return createDirectUpload(driver, signer, bucket, key, uploadOptions);
    },
    async checkUploadedObject(bucket, key, expectedContentType, filename) {
      assertBucketAndKey(bucket, key);
      return checkDirectUpload(driver, bucket, key, expectedContentType, filename);
    },
    inspectUpload,
  };
}
