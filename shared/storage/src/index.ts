// The settings the storage is made from, for CLIs that read the environment without the services' kit.
export { loadObjectStorageConfig, type ObjectStorageConfig } from '@cerca/service-kit';
export { type StorageBrowserOrigins, storageBrowserOrigins } from './browser-origins';
export {
  BUCKET_NAMES,
  BUCKETS,
  type BucketMessages,
  type BucketName,
  type BucketRule,
  bucketMaxBytes,
  bucketRule,
  DIRECT_UPLOAD_BUCKETS,
  DIRECT_UPLOAD_VIDEO_TYPES,
  isBucketName,
  type MediaKind,
  UPLOAD_COUNTS,
} from './buckets';
export {
  DEFAULT_UPLOAD_URL_SECONDS,
  type DirectUpload,
  type DirectUploadOptions,
} from './direct-upload';
export type {
  ByteRange,
  ObjectListing,
  ObjectMetadata,
  PresignPutOptions,
  StorageDriver,
} from './driver';
export {
  createUploadInspector,
  type InspectedUpload,
  inspectUpload,
  inspectUploadHead,
  invalidTypeError,
  requireImage,
} from './inspect';
export {
  assertBucketAndKey,
  isValidKey,
  keyExtension,
  keyWithExtension,
  PUBLIC_OBJECT_PATH,
  parseObjectUrl,
  publicObjectUrl,
  publicUrlPrefixes,
  SIGNED_OBJECT_PATH,
  SIGNED_UPLOAD_PATH,
  STORAGE_PREFIX,
} from './keys';
export { LocalDiskDriver } from './local-driver';
export { parseRange } from './ranges';
export { type EnsureBucketsOptions, S3Driver } from './s3-driver';
export {
  createUrlSigner,
  GENERATED_SECRET_FILE,
  resolveSigningSecret,
  type SignedUpload,
  type UrlSigner,
} from './signing';
export { type DetectedType, detectFileType, SNIFF_BYTES } from './sniff';
export {
  type CreateStorageOptions,
  createStorage,
  DEFAULT_SIGNED_URL_SECONDS,
  type Storage,
  type StorageConfig,
  storageDriverFor,
} from './storage';
export { storagePlugin } from './storage-plugin';
