export {
  BUCKET_NAMES,
  BUCKETS,
  type BucketMessages,
  type BucketName,
  type BucketRule,
  bucketMaxBytes,
  bucketRule,
  isBucketName,
  type MediaKind,
  UPLOAD_COUNTS,
} from './buckets';
export type { ByteRange, ObjectListing, ObjectMetadata, StorageDriver } from './driver';
export { createUploadInspector, type InspectedUpload, inspectUpload, inspectUploadHead } from './inspect';
export {
  assertBucketAndKey,
  isValidKey,
  keyExtension,
  keyWithExtension,
  PUBLIC_OBJECT_PATH,
  parseObjectUrl,
  publicObjectUrl,
  SIGNED_OBJECT_PATH,
  STORAGE_PREFIX,
} from './keys';
export { LocalDiskDriver } from './local-driver';
export { parseRange } from './ranges';
export { createUrlSigner, GENERATED_SECRET_FILE, resolveSigningSecret, type UrlSigner } from './signing';
export { type DetectedType, detectFileType, SNIFF_BYTES } from './sniff';
export {
  type CreateStorageOptions,
  createStorage,
  DEFAULT_SIGNED_URL_SECONDS,
  type Storage,
  type StorageConfig,
} from './storage';
