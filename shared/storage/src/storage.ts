import type { Readable } from 'node:stream';
import { type BucketName, bucketRule } from './buckets';
import type { ObjectMetadata, StorageDriver } from './driver';
import { type InspectedUpload, inspectUpload } from './inspect';
import { assertBucketAndKey, publicObjectUrl, SIGNED_OBJECT_PATH } from './keys';
import { LocalDiskDriver } from './local-driver';
import { createUrlSigner, resolveSigningSecret, type UrlSigner } from './signing';

export interface StorageConfig {
  /** Root folder of the local-disk driver (config.storageDir). */
  storageDir: string;
  env?: 'development' | 'test' | 'production';
}

export interface CreateStorageOptions {
  /** Another driver (an S3-compatible one); defaults to the local disk at config.storageDir. */
  driver?: StorageDriver;
  /** Defaults to STORAGE_SIGNING_SECRET, else (outside production) the secret generated in storageDir. */
  signingSecret?: string;
}

export interface Storage {
  driver: StorageDriver;
  signer: UrlSigner;
  /** Stores after checking the bucket and key; the caller has already checked the content. */
  putObject(
    bucket: BucketName,
    key: string,
    body: Buffer | Readable,
    contentType: string,
  ): Promise<ObjectMetadata>;
  /** Idempotent: removing a missing object succeeds. */
  removeObject(bucket: BucketName, key: string): Promise<void>;
  publicUrl(bucket: BucketName, key: string): string;
  /** `/storage/v1/object/sign/<bucket>/<key>?token=…`, valid for `expiresInSeconds` (default 1 h). */
  createSignedUrl(bucket: BucketName, key: string, expiresInSeconds?: number): Promise<string>;
  inspectUpload(bucket: string, buffer: Buffer, filename?: string): InspectedUpload;
}

export const DEFAULT_SIGNED_URL_SECONDS = 3600;

export function createStorage(config: StorageConfig, options: CreateStorageOptions = {}): Storage {
  const driver = options.driver ?? new LocalDiskDriver(config.storageDir);
  const signer = createUrlSigner(
    options.signingSecret ??
      resolveSigningSecret(process.env, config.env ?? 'development', config.storageDir),
  );
  return {
    driver,
    signer,
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
      return publicObjectUrl(bucket, key);
    },
    async createSignedUrl(bucket, key, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS) {
      assertBucketAndKey(bucket, key);
      const token = await signer.sign(bucket, key, expiresInSeconds);
      return `${SIGNED_OBJECT_PATH}/${bucket}/${key}?token=${encodeURIComponent(token)}`;
    },
    inspectUpload,
  };
}
