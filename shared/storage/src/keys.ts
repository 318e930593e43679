import { AppError } from '@cerca/service-kit';
import { type BucketName, isBucketName } from './buckets';
import { STORAGE_MESSAGES } from './messages';

/** Where public objects are served; the gateway mounts the storage service at /storage/v1. */
export const STORAGE_PREFIX = '/storage/v1';
export const PUBLIC_OBJECT_PATH = `${STORAGE_PREFIX}/object/public`;
export const SIGNED_OBJECT_PATH = `${STORAGE_PREFIX}/object/sign`;
/** Where the storage service takes a signed PUT itself (drivers without presigned URLs of their own). */
export const SIGNED_UPLOAD_PATH = `${STORAGE_PREFIX}/object/upload/sign`;

/** Bucket names as S3 allows them (before the store's prefix): lower case, digits and '-'. */
export const BUCKET_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

// A key is 1–8 segments of letters, digits, '.', '_' and '-', never starting with a dot: no '..',
// no hidden files, no separators or encodings that could leave the bucket's folder.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 400;
const MAX_SEGMENTS = 8;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

/** Throws the caller-facing 400/404 unless bucket and key are acceptable. */
export function assertBucketAndKey(bucket: string, key: string): asserts bucket is BucketName {
  if (!isBucketName(bucket)) throw new AppError(404, 'bucket_not_found', STORAGE_MESSAGES.bucketNotFound);
  if (!isValidKey(key)) throw new AppError(400, 'invalid_key', STORAGE_MESSAGES.invalidKey);
}

/** The lower-case extension of a key's last segment ('' without one). */
export function keyExtension(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The key with the extension of its last segment replaced by `extension`, or `extension` added
 * when it has none: a stored name says what its content is, whatever name was asked for
 * (`b1/foto.png` holding a JPEG is kept as `b1/foto.jpg`). Folders are kept as they are.
 */
export function keyWithExtension(key: string, extension: string): string {
  const slash = key.lastIndexOf('/');
  const name = key.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  return `${key.slice(0, slash + 1)}${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}

/** `/storage/v1/object/public/<bucket>/<key>`: relative to the app's one origin. */
export function publicObjectUrl(bucket: BucketName, key: string): string {
  return `${PUBLIC_OBJECT_PATH}/${bucket}/${key}`;
}

/**
 * The ways a public URL of `<bucket>/<folder>…` may start: on our own origin, and under
 * STORAGE_PUBLIC_URL (a CDN) when set. For checks that a URL a page sends is one of ours.
 */
export function publicUrlPrefixes(publicBase: string | null, bucket: BucketName, folder: string): string[] {
  return [PUBLIC_OBJECT_PATH, ...(publicBase ? [publicBase] : [])].map(
    (base) => `${base}/${bucket}/${folder}`,
  );
}

/**
 * The bucket and key behind a stored public or signed URL, absolute or relative, or behind
 * `<publicBase>/<bucket>/<key>` (STORAGE_PUBLIC_URL, a CDN); null for anything else (external
 * images, seeds pointing elsewhere). Rows keep URLs, jobs need keys.
 */
export function parseObjectUrl(
  url: string,
  publicBase: string | null = null,
): { bucket: BucketName; key: string } | null {
  if (publicBase && url.startsWith(`${publicBase}/`)) {
    return bucketAndKey(url.slice(publicBase.length + 1).split(/[?#]/)[0] ?? '');
  }
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  for (const base of [PUBLIC_OBJECT_PATH, SIGNED_OBJECT_PATH]) {
    if (pathname.startsWith(`${base}/`)) return bucketAndKey(pathname.slice(base.length + 1));
  }
  return null;
}

/** `<bucket>/<key>` → its parts, when both are ours. */
function bucketAndKey(rest: string): { bucket: BucketName; key: string } | null {
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const bucket = rest.slice(0, slash);
  const key = rest.slice(slash + 1);
  if (!isBucketName(bucket) || !isValidKey(key)) return null;
  return { bucket, key };
}
