import type { Readable } from 'node:stream';

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
