import { AppError } from '@cerca/service-kit';
import type { BucketName } from './buckets';
import type { StorageDriver } from './driver';
import { type InspectedUpload, inspectUploadHead, invalidTypeError } from './inspect';
import { SIGNED_UPLOAD_PATH } from './keys';
import { STORAGE_MESSAGES } from './messages';
import type { UrlSigner } from './signing';
import { SNIFF_BYTES } from './sniff';

/** Where and how a browser sends one file straight to the store (no service in the way). */
export interface DirectUpload {
  url: string;
  method: 'PUT';
  /**
   * Headers the PUT must carry exactly (the signature covers them): the type, and
   * `if-none-match: *`, so the URL writes the key once and never replaces what was checked.
   */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface DirectUploadOptions {
  /** The type the browser declares; the PUT must send it and the bytes must turn out to be it. */
  contentType: string;
  /** The exact size in bytes; the PUT must send that many. */
  size: number;
  expiresInSeconds?: number;
}

/** Long enough for 100 MB on a slow phone connection, short enough not to linger. */
export const DEFAULT_UPLOAD_URL_SECONDS = 30 * 60;

/**
 * A signed PUT for one object: the store's own presigned URL where browsers reach the store (S3),
 * else the storage service's `/object/upload/sign/<bucket>/<key>?token=…`, which writes through
 * the driver. Either way the browser code is the same: PUT the file with these headers.
 */
export async function createDirectUpload(
  driver: StorageDriver,
  signer: UrlSigner,
  bucket: BucketName,
  key: string,
  options: DirectUploadOptions,
): Promise<DirectUpload> {
  const expiresInSeconds = options.expiresInSeconds ?? DEFAULT_UPLOAD_URL_SECONDS;
  const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
  const headers = { 'content-type': options.contentType, 'if-none-match': '*' };
  const upload = { contentType: options.contentType, size: options.size, expiresInSeconds };
  if (driver.presignPut) {
    return { url: await driver.presignPut(bucket, key, upload), method: 'PUT', headers, expiresAt };
  }
  const token = await signer.signUpload(bucket, key, upload, expiresInSeconds);
  return {
    url: `${SIGNED_UPLOAD_PATH}/${bucket}/${key}?token=${encodeURIComponent(token)}`,
    method: 'PUT',
    headers,
    expiresAt,
  };
}

/**
 * Checks an object a browser uploaded directly, as an upload through the service is checked: its
 * size from the store's metadata (HEAD) and its type from its first bytes (a ranged GET), against
 * the bucket's kinds and limits; `expectedContentType`, when given, must be what the bytes are
 * (the key's extension came from it). `filename` is the person's name of the file, for messages. Throws the caller-facing error (400 upload_missing when
 * nothing arrived, 415, 413, 400 for an empty file), after removing the object, so nothing
 * refused is kept.
 */
export async function checkDirectUpload(
  driver: StorageDriver,
  bucket: BucketName,
  key: string,
  expectedContentType: string | null,
  filename?: string,
): Promise<InspectedUpload> {
  const missing = () => new AppError(400, 'upload_missing', STORAGE_MESSAGES.uploadMissing);
  const metadata = await driver.stat(bucket, key);
  if (!metadata) throw missing();
  try {
    let head = Buffer.alloc(0);
    if (metadata.size > 0) {
      const end = Math.min(SNIFF_BYTES, metadata.size) - 1;
      const object = await driver.get(bucket, key, { start: 0, end });
      if (!object) throw missing();
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
    }
    const inspected = inspectUploadHead(bucket, head, metadata.size, filename);
    if (expectedContentType !== null && inspected.contentType !== expectedContentType) {
      throw invalidTypeError(bucket, filename);
    }
    return inspected;
  } catch (error) {
    await driver.delete(bucket, key).catch(() => {});
    throw error;
  }
}
