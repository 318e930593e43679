import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AppError,
  defineService,
  errors,
  requireUser,
  type ServiceDefinition,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type BucketName, bucketMaxBytes, bucketRule } from './buckets';
import { inspectUploadHead } from './inspect';
import { assertBucketAndKey, STORAGE_PREFIX } from './keys';
import { STORAGE_MESSAGES } from './messages';
import { assertMayRead, assertMayWrite, userOfKey } from './ownership';
import { parseRange } from './ranges';
import { SNIFF_BYTES } from './sniff';
import { createStorage, DEFAULT_SIGNED_URL_SECONDS, type Storage } from './storage';

const objectParams = z.object({ bucket: z.string(), '*': z.string() });

const uploadResponse = z.object({
  Key: z.string(),
  bucket: z.string(),
  path: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  publicUrl: z.string().optional(),
  signedUrl: z.string().optional(),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Avatars and identity documents keep their key when replaced: caches must revalidate.
const REVALIDATE = 'public, max-age=0, must-revalidate';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((value) => value.trim().replace(/^W\//, '') === etag);
}

/** Streams an object with ETag, conditional GET and single byte ranges. */
async function sendObject(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: BucketName,
  key: string,
  cacheControl: string,
) {
  const metadata = await storage.driver.stat(bucket, key);
  if (!metadata) throw errors.notFound('object_not_found', STORAGE_MESSAGES.notFound);
  reply
    .header('content-type', metadata.contentType)
    .header('etag', metadata.etag)
    .header('last-modified', metadata.lastModified.toUTCString())
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes');
  if (etagMatches(request.headers['if-none-match'], metadata.etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== metadata.etag ? null : parseRange(request.headers.range, metadata.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${metadata.size}`);
    throw new AppError(416, 'range_not_satisfiable', STORAGE_MESSAGES.rangeNotSatisfiable);
  }
  const object = await storage.driver.get(bucket, key, range ?? undefined);
  if (!object) throw errors.notFound('object_not_found', STORAGE_MESSAGES.notFound);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${metadata.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', metadata.size);
  }
  return reply.send(object.body);
}

/** Receives the single file of a multipart request into a temporary file, keeping its head. */
async function receiveFile(request: FastifyRequest, bucket: BucketName) {
  if (!request.isMultipart()) throw errors.badRequest('file_required', STORAGE_MESSAGES.fileRequired);
  const maxBytes = bucketMaxBytes(bucket);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw errors.badRequest('file_required', STORAGE_MESSAGES.fileRequired);
  const tmpFile = path.join(tmpdir(), `cerca-upload-${randomUUID()}`);
  let head = Buffer.alloc(0);
  let size = 0;
  const observe = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(part.file, observe, createWriteStream(tmpFile));
  } catch (error) {
    await rm(tmpFile, { force: true });
    throw error;
  }
  // Busboy stops at the limit: report the size as over it so the kind's own message is used.
  if (part.file.truncated) size = maxBytes + 1;
  return { tmpFile, head, size, filename: part.filename };
}

export interface StorageServiceOptions {
  /** Share one storage (the gateway, jobs); defaults to the local disk at config.storageDir. */
  storage?: Storage;
}

/**
 * The storage HTTP API under /storage/v1, shaped like Supabase storage's object routes:
 * public objects, signed reads of private ones, and owner-only uploads checked by content.
 */
export function createStorageService(options: StorageServiceOptions = {}): ServiceDefinition {
  return defineService({
    name: 'storage',
    prefix: STORAGE_PREFIX,
    description: 'Archivos: objetos públicos por bucket, privados con URL firmada, subidas verificadas.',
    async routes(app, { db, config }) {
      const storage = options.storage ?? createStorage(config);
      await app.register(multipart, {
        limits: {
          fileSize: 100 * 1024 * 1024,
          files: 1,
          fields: 10,
          fieldSize: 1024,
          parts: 12,
          headerPairs: 100,
        },
        throwFileSizeLimit: false,
      });
      const r = app.withTypeProvider<ZodTypeProvider>();

      r.get(
        '/object/public/:bucket/*',
        { schema: { tags: ['storage'], params: objectParams } },
        async (request, reply) => {
          const { bucket, '*': key } = request.params;
          assertBucketAndKey(bucket, key);
          // A private object answers exactly like a missing one: no hint it exists.
          if (!bucketRule(bucket).public)
            throw errors.notFound('object_not_found', STORAGE_MESSAGES.notFound);
          const cache = bucketRule(bucket).keyOwner === 'user' ? REVALIDATE : IMMUTABLE;
          return sendObject(storage, request, reply, bucket, key, cache);
        },
      );

      r.get(
        '/object/sign/:bucket/*',
        {
          schema: {
            tags: ['storage'],
            params: objectParams,
            querystring: z.object({ token: z.string().max(2048) }),
          },
        },
        async (request, reply) => {
          const { bucket, '*': key } = request.params;
          assertBucketAndKey(bucket, key);
          if (!(await storage.signer.verify(bucket, key, request.query.token))) {
            throw new AppError(403, 'invalid_signature', STORAGE_MESSAGES.invalidSignature);
          }
          return sendObject(storage, request, reply, bucket, key, 'private, no-cache');
        },
      );

      r.post(
        '/object/sign/:bucket/*',
        {
          preHandler: requireUser,
          schema: {
            tags: ['storage'],
            security: [{ bearerAuth: [] }],
            params: objectParams,
            body: z
              .object({
                expiresIn: z
                  .number()
                  .int()
                  .min(1)
                  .max(7 * 24 * 3600)
                  .optional(),
              })
              .optional(),
            response: { 200: z.object({ signedURL: z.string(), signedUrl: z.string() }) },
          },
        },
        async (request) => {
          const { bucket, '*': key } = request.params;
          assertBucketAndKey(bucket, key);
          await assertMayRead(db, request.user!, bucket, key);
          if (!(await storage.driver.exists(bucket, key))) {
            throw errors.notFound('object_not_found', STORAGE_MESSAGES.notFound);
          }
          const url = await storage.createSignedUrl(
            bucket,
            key,
            request.body?.expiresIn ?? DEFAULT_SIGNED_URL_SECONDS,
          );
          return { signedURL: url, signedUrl: url };
        },
      );

      const upload = async (request: FastifyRequest) => {
        const { bucket, '*': key } = request.params as z.infer<typeof objectParams>;
        assertBucketAndKey(bucket, key);
        await assertMayWrite(db, request.user!, bucket, key);
        const received = await receiveFile(request, bucket);
        try {
          const inspected = inspectUploadHead(bucket, received.head, received.size, received.filename);
          const metadata = await storage.putObject(
            bucket,
            key,
            createReadStream(received.tmpFile),
            inspected.contentType,
          );
          if (bucketRule(bucket).keyOwner === 'user') {
            // `<userId>.<ext>` is overwritten on each upload: a new extension replaces the old file too.
            const owner = userOfKey(key)!;
            const siblings = await storage.driver.list(bucket, `${owner}.`);
            await Promise.all(
              siblings
                .filter((object) => object.key !== key)
                .map((object) => storage.removeObject(bucket, object.key)),
            );
          }
          const isPublic = bucketRule(bucket).public;
          return {
            Key: `${bucket}/${key}`,
            bucket,
            path: key,
            contentType: metadata.contentType,
            size: metadata.size,
            ...(isPublic
              ? { publicUrl: storage.publicUrl(bucket, key) }
              : { signedUrl: await storage.createSignedUrl(bucket, key) }),
          };
        } finally {
          await rm(received.tmpFile, { force: true });
        }
      };

      const uploadOptions = {
        preHandler: requireUser,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['storage'],
          security: [{ bearerAuth: [] }],
          consumes: ['multipart/form-data'],
          params: objectParams,
          response: { 200: uploadResponse },
        },
      };
      r.post('/object/:bucket/*', uploadOptions, upload);
      r.put('/object/:bucket/*', uploadOptions, upload);

      r.delete(
        '/object/:bucket/*',
        {
          preHandler: requireUser,
          schema: {
            tags: ['storage'],
            security: [{ bearerAuth: [] }],
            params: objectParams,
            response: { 200: z.object({ Key: z.string() }) },
          },
        },
        async (request) => {
          const { bucket, '*': key } = request.params;
          assertBucketAndKey(bucket, key);
          await assertMayWrite(db, request.user!, bucket, key);
          await storage.removeObject(bucket, key);
          return { Key: `${bucket}/${key}` };
        },
      );
    },
  });
}

export const storageService = createStorageService();
