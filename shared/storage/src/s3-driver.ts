import { pipeline, type Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '@cerca/service-kit';
import {
  assertDriverBucket,
  assertDriverObject,
  type ByteRange,
  type ObjectListing,
  type ObjectMetadata,
  type PresignPutOptions,
  type StorageDriver,
  sortedByKey,
  tapChunks,
} from './driver';

/** Whether the store answered "no such object" (GET says NoSuchKey, HEAD only its 404). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (failure.name === 'NoSuchBucket') return false; // a setup error, never "no object"
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
}

/** `bytes 0-9/1234` → 1234. */
function totalOfContentRange(contentRange: string | undefined): number | null {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total === undefined ? null : Number(total);
}

export interface EnsureBucketsOptions {
  /** Buckets browsers upload to directly: their CORS rules let `corsOrigins` PUT. */
  directUploadBuckets?: readonly string[];
  /** The app's origins (PUBLIC_URL's); without any no CORS rule is written. */
  corsOrigins?: readonly string[];
}

/**
 * Objects in an S3-compatible store, through the AWS SDK v3. Bucket `x` is
 * `<bucketPrefix>x` in the store. Buckets stay private: public objects are streamed by the
 * storage service (or a CDN the operator puts in front), private ones only through our signed URLs.
 */
export class S3Driver implements StorageDriver {
  readonly client: S3Client;
  readonly bucketPrefix: string;
  private readonly region: string;

  constructor(config: S3Config) {
    this.bucketPrefix = config.bucketPrefix;
    this.region = config.region;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // The SDK's default adds a CRC32 of the (empty) presigned body to PUT URLs, which then
      // refuse every real upload; S3-compatible stores also lag behind on the newer checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The store's name of a bucket, refusing any object name that could leave it. */
  private target(bucket: string, key: string) {
    assertDriverObject(bucket, key);
    return { Bucket: this.bucketName(bucket), Key: key };
  }

  bucketName(bucket: string): string {
    return `${this.bucketPrefix}${bucket}`;
  }

  async put(
    bucket: string,
    key: string,
    body: Buffer | Readable,
    contentType: string,
  ): Promise<ObjectMetadata> {
    const target = this.target(bucket, key);
    if (Buffer.isBuffer(body)) {
      const answer = await this.client.send(
        new PutObjectCommand({ ...target, Body: body, ContentType: contentType, ContentLength: body.length }),
      );
      return { contentType, size: body.length, etag: answer.ETag ?? '""', lastModified: new Date() };
    }
    // A stream's length is unknown until it ends: lib-storage sends it in one PUT when it fits in
    // one part, else as a multipart upload (aborted when the stream fails, e.g. a refused file).
    let size = 0;
    const counted = pipeline(
      body,
      tapChunks((chunk) => {
        size += chunk.length;
      }),
      () => {},
    );
    const upload = new Upload({
      client: this.client,
      params: { ...target, Body: counted, ContentType: contentType },
      queueSize: 2,
      leavePartsOnError: false,
    });
    const answer = await upload.done();
    return { contentType, size, etag: answer.ETag ?? '""', lastModified: new Date() };
  }

  async stat(bucket: string, key: string): Promise<ObjectMetadata | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand(this.target(bucket, key)));
      return {
        contentType: head.ContentType ?? 'application/octet-stream',
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(bucket: string, key: string, range?: ByteRange) {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          ...this.target(bucket, key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const size = (range ? totalOfContentRange(object.ContentRange) : null) ?? object.ContentLength ?? 0;
      const metadata: ObjectMetadata = {
        contentType: object.ContentType ?? 'application/octet-stream',
        size,
        etag: object.ETag ?? '""',
        lastModified: object.LastModified ?? new Date(0),
      };
      return { body: object.Body as Readable, metadata };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(bucket: string, key: string): Promise<boolean> {
    return (await this.stat(bucket, key)) !== null;
  }

  async delete(bucket: string, key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand(this.target(bucket, key)));
  }

  async list(bucket: string, prefix = ''): Promise<ObjectListing[]> {
    assertDriverBucket(bucket);
    const found: ObjectListing[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucketName(bucket),
          ...(prefix ? { Prefix: prefix } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        found.push({
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return sortedByKey(found);
  }

  /**
   * A presigned PUT whose signature covers the content type, the exact length and
   * `If-None-Match: *`: the store refuses another type or size, and any second write to the key,
   * so the bytes the completion call checked cannot be replaced while the URL is still valid.
   */
  async presignPut(bucket: string, key: string, options: PresignPutOptions): Promise<string> {
    return getSignedUrl(
      this.client,
      new PutObjectCommand({
        ...this.target(bucket, key),
        ContentType: options.contentType,
        ContentLength: options.size,
        IfNoneMatch: '*',
      }),
      {
        expiresIn: options.expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']),
      },
    );
  }

  /**
   * Creates the missing buckets (private, the store's default) and lets the app's origins PUT into
   * those browsers upload to. Answers the names of the buckets it created.
   */
  async ensureBuckets(buckets: readonly string[], options: EnsureBucketsOptions = {}): Promise<string[]> {
    const created: string[] = [];
    for (const bucket of buckets) {
      const Bucket = this.bucketName(bucket);
      const exists = await this.client.send(new HeadBucketCommand({ Bucket })).then(
        () => true,
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      );
      if (!exists) {
        await this.client.send(
          new CreateBucketCommand({
            Bucket,
            // AWS wants the region named, except its first one.
            ...(this.region === 'us-east-1'
              ? {}
              : { CreateBucketConfiguration: { LocationConstraint: this.region as 'eu-west-1' } }),
          }),
        );
        created.push(Bucket);
      }
      if (options.corsOrigins?.length && options.directUploadBuckets?.includes(bucket)) {
        await this.client.send(
          new PutBucketCorsCommand({
            Bucket,
            CORSConfiguration: {
              CORSRules: [
                {
                  AllowedOrigins: [...options.corsOrigins],
                  AllowedMethods: ['PUT'],
                  AllowedHeaders: ['content-type', 'if-none-match'],
                  MaxAgeSeconds: 3600,
                },
              ],
            },
          }),
        );
      }
    }
    return created;
  }
}
