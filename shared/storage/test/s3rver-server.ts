/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Config } from '@cerca/service-kit';
import S3rver from 's3rver';

export interface TestS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** Settings for S3Driver / config.objectStorage.s3 (path style, s3rver's own account). */
  config: S3Config;
  /** The same settings as environment variables, for a whole app (the gateway's env). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver, an S3-compatible server, in this process on a free port with its files in a temporary
 * folder: real HTTP and S3 requests (it checks presigned URLs' expiry, not their signatures).
 * Buckets are not created: the code under test creates them (S3Driver.ensureBuckets).
 */
export async function startS3rver(bucketPrefix = 'cerca-test-'): Promise<TestS3> {
  const root = await mkdtemp(path.join(tmpdir(), 'cerca-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: root });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver knows one account, S3RVER/S3RVER.
  const config: S3Config = {
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    bucketPrefix,
  };
  return {
    endpoint,
    config,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_BUCKET_PREFIX: bucketPrefix,
    },
    async close() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
