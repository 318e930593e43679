import { type Readable, Transform } from 'node:stream';
import { BUCKET_NAME, isValidKey } from './keys';

export interface ObjectMetadata {
  contentType: string;
  size: number;
  /** Quoted strong validator, e.g. '"3f2a…"'. */
  etag: string;
  lastModified: Date;
}

export interface ObjectListing {
  key: string;
  size: number;
  lastModified: Date;
}

/** Inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A PUT a browser may send straight to the store: exactly this type and size, until it expires. */
export interface PresignPutOptions {
  contentType: string;
  size: number;
  expiresInSeconds: number;
}

/**
 * Where object bytes live. Buckets and keys arrive validated (see keys.ts), yet every driver
 * still refuses anything that would leave its bucket. Writes replace an existing object.
 */
export interface StorageDriver {
  put(bucket: string, key: string, body: Buffer | Readable, contentType: string): Promise<ObjectMetadata>;
  /** Null when the object does not exist. With a range, the stream holds only those bytes. */
  get(
    bucket: string,
    key: string,
    range?: ByteRange,
  ): Promise<{ body: Readable; metadata: ObjectMetadata } | null>;
  /** Metadata only (HEAD, conditional requests); null when missing. */
  stat(bucket: string, key: string): Promise<ObjectMetadata | null>;
  /** Deleting a missing object is not an error (jobs retry). */
  delete(bucket: string, key: string): Promise<void>;
  exists(bucket: string, key: string): Promise<boolean>;
  /** Objects whose key starts with `prefix` (plain string prefix, as in S3), sorted by key. */
  list(bucket: string, prefix?: string): Promise<ObjectListing[]>;
  /**
   * Drivers whose store browsers reach (S3) sign a PUT URL of their own; the others have none, and
   * the storage service receives such uploads itself (Storage.createUploadUrl).
   */
  presignPut?(bucket: string, key: string, options: PresignPutOptions): Promise<string>;
}

// What every driver does the same way.

/** A driver's own guard: refuses a bucket name the store could not take. */
export function assertDriverBucket(bucket: string): void {
  if (!BUCKET_NAME.test(bucket)) throw new Error(`invalid bucket ${bucket}`);
}

/** A driver's own guard: refuses any object name that could leave its bucket. */
export function assertDriverObject(bucket: string, key: string): void {
  if (!BUCKET_NAME.test(bucket) || !isValidKey(key)) throw new Error(`invalid object name ${bucket}/${key}`);
}

/** A listing in key order (code units, as S3 lists). */
export function sortedByKey(found: ObjectListing[]): ObjectListing[] {
  return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Passes a stream's chunks on unchanged, showing each to `see` first (to count or hash them). */
export function tapChunks(see: (chunk: Buffer) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      see(chunk);
      callback(null, chunk);
    },
  });
}
