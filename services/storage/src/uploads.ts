import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { errors, readMultipart } from '@cerca/service-kit';
import {
  assertBucketAndKey,
  type BucketName,
  bucketMaxBytes,
  bucketRule,
  createUploadInspector,
  type InspectedUpload,
  keyWithExtension,
} from '@cerca/storage';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StorageContext } from './context';
import messages from './messages.json';
import { objectParams } from './objects';
import { assertMayWrite, userOfKey } from './ownership';

const uploadResponse = z.object({
  Key: z.string(),
  bucket: z.string(),
  path: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  publicUrl: z.string().optional(),
  signedUrl: z.string().optional(),
});

/** The options of POST and PUT /object/:bucket/* (signed-in folder): one multipart file. */
export function uploadRouteOptions(summary: string) {
  return {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['storage'],
      summary,
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      params: objectParams,
      response: { 200: uploadResponse },
    },
  };
}

/**
 * Receives the single file of a multipart request into a temporary file, checking it while it
 * streams: a refused type stops it at its head, and once the type is known its kind's own limit
 * applies, so an image bound for a bucket that takes 100MB videos is cut off past 10MB.
 */
async function receiveFile(request: FastifyRequest, bucket: BucketName) {
  if (!request.isMultipart()) throw errors.badRequest('file_required', messages.fileRequired);
  const tmpFile = path.join(tmpdir(), `cerca-upload-${randomUUID()}`);
  let inspected: InspectedUpload | undefined;
  try {
    // Busboy's limit only backs up the inspector: one byte over the largest kind still reaches it,
    // so the inspector answers with the kind's own message.
    await readMultipart(
      request,
      { maxFiles: 1, fileSize: bucketMaxBytes(bucket) + 1, maxFields: 10, fieldSize: 1024 },
      async (file) => {
        const inspector = createUploadInspector(bucket, file.filename);
        const output = createWriteStream(tmpFile);
        try {
          await pipeline(file.stream, inspector.stream, output);
        } catch (error) {
          // A file refused at its head may still be opening: removed before that, it would reappear.
          if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
          throw error;
        }
        inspected = inspector.inspected();
      },
    );
  } catch (error) {
    await rm(tmpFile, { force: true });
    throw error;
  }
  if (!inspected) throw errors.badRequest('file_required', messages.fileRequired);
  return { tmpFile, inspected };
}

/**
 * Stores the request's file in `bucket` for a caller allowed to write the key, after checking its
 * content and size. The stored key is the requested one with the extension of the content's
 * type (see keyWithExtension); the answer names it and where it can be read (public URL, or a
 * signed one for private buckets).
 */
export async function storeUpload(
  context: StorageContext,
  request: FastifyRequest,
  params: z.infer<typeof objectParams>,
): Promise<z.infer<typeof uploadResponse>> {
  const { storage } = context;
  const { bucket, '*': requestedKey } = params;
  assertBucketAndKey(bucket, requestedKey);
  await assertMayWrite(context, request.user!, bucket, requestedKey);
  const received = await receiveFile(request, bucket);
  try {
    const { inspected } = received;
    // Only the last segment's extension changes, so the key keeps the owner checked above.
    const key = keyWithExtension(requestedKey, inspected.extension);
    assertBucketAndKey(bucket, key);
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
    return {
      Key: `${bucket}/${key}`,
      bucket,
      path: key,
      contentType: metadata.contentType,
      size: metadata.size,
      ...(bucketRule(bucket).public
        ? { publicUrl: storage.publicUrl(bucket, key) }
        : { signedUrl: await storage.createSignedUrl(bucket, key) }),
    };
  } finally {
    await rm(received.tmpFile, { force: true });
  }
}
