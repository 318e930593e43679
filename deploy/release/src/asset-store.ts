import path from 'node:path';
import { UsageError } from './errors';
import { LocalAssetStore } from './local-store';
import { S3AssetStore } from './s3-store';

/** A build to publish: the remote's folder name ("mf-driver"), its version and its output folder. */
export interface PublishInput {
  remote: string;
  version: string;
  dir: string;
}

/**
 * Where released builds live. A version is immutable: publishing one that is already there
 * changes nothing. Returns the URL of the version's mf-manifest.json as the manifest records it.
 */
export interface AssetStore {
  publish(input: PublishInput): Promise<string>;
  /** Where the store is, for messages. */
  describe(): string;
}

type Env = Record<string, string | undefined>;

/**
 * The store the environment configures: S3-compatible storage when RELEASES_S3_BUCKET is set,
 * otherwise the local folder RELEASES_DIR (default `<root>/.data/releases`) the gateway serves.
 */
export function storeFromEnv(env: Env, root: string): AssetStore {
  const bucket = env.RELEASES_S3_BUCKET;
  if (!bucket)
    return new LocalAssetStore(path.resolve(env.RELEASES_DIR ?? path.join(root, '.data/releases')));
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new UsageError(`${name} is required when RELEASES_S3_BUCKET is set.`);
    return value;
  };
  const region = env.RELEASES_S3_REGION ?? 'us-east-1';
  return new S3AssetStore({
    bucket,
    region,
    endpoint: env.RELEASES_S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
    accessKeyId: required('RELEASES_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('RELEASES_S3_SECRET_ACCESS_KEY'),
    publicUrl: required('RELEASES_PUBLIC_URL'),
  });
}
