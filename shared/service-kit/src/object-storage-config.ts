/**
 * Where uploaded files live (shared/storage). STORAGE_DRIVER: `local` (the default: files under
 * STORAGE_DIR, `.data/storage` under `npm start`) or `s3`, an S3-compatible object store (AWS S3,
 * MinIO, R2…) reached with the S3_* settings below. Many replicas need `s3`: they share no disk.
 */
export interface ObjectStorageConfig {
  driver: 'local' | 's3';
  /**
   * STORAGE_PUBLIC_URL: where public objects are read from instead of our own
   * `/storage/v1/object/public/…` route, e.g. a CDN in front of the buckets that serves
   * `<STORAGE_PUBLIC_URL>/<bucket>/<key>`. Null: the storage service streams them.
   */
  publicUrl: string | null;
  /** Null unless STORAGE_DRIVER=s3. */
  s3: S3Config | null;
}

export interface S3Config {
  /** S3_ENDPOINT: the store's origin (MinIO, R2, s3rver…); null for AWS's own, by region. */
  endpoint: string | null;
  /** S3_REGION (default us-east-1; any value for stores that ignore it). */
  region: string;
  /**
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both or neither. Neither: the AWS SDK's own chain
   * (a pod's web identity, an instance role, AWS_* variables). No default in the code.
   */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** S3_FORCE_PATH_STYLE=true: `<endpoint>/<bucket>/<key>` (MinIO, s3rver) instead of virtual hosts. */
  forcePathStyle: boolean;
  /** S3_BUCKET_PREFIX: bucket `x` is `<prefix>x` in the store (bucket names are global in AWS). */
  bucketPrefix: string;
}

type Env = Record<string, string | undefined>;

const trimmed = (value: string | undefined) => value?.trim() || null;

function parseBoolean(name: string, value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function loadS3Config(env: Env): S3Config {
  const accessKeyId = trimmed(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = trimmed(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const bucketPrefix = env.S3_BUCKET_PREFIX?.trim() ?? '';
  if (!/^[a-z0-9.-]{0,40}$/.test(bucketPrefix))
    throw new Error(`S3_BUCKET_PREFIX may hold only a-z, 0-9, '.' and '-', got "${bucketPrefix}"`);
  return {
    endpoint: trimmed(env.S3_ENDPOINT)?.replace(/\/+$/, '') ?? null,
    region: trimmed(env.S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
    bucketPrefix,
  };
}

export function loadObjectStorageConfig(env: Env): ObjectStorageConfig {
  const driver = trimmed(env.STORAGE_DRIVER) ?? 'local';
  if (driver !== 'local' && driver !== 's3')
    throw new Error(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
  const publicUrl = trimmed(env.STORAGE_PUBLIC_URL)?.replace(/\/+$/, '') ?? null;
  if (publicUrl !== null && !/^https?:\/\/[^/]/.test(publicUrl))
    throw new Error(`STORAGE_PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  return { driver, publicUrl, s3: driver === 's3' ? loadS3Config(env) : null };
}
