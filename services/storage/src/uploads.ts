import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errors, requireUser } from '@cerca/service-kit';
import {
  assertBucketAndKey,
  type BucketName,
  bucketMaxBytes,
  bucketRule,
  inspectUploadHead,
  SNIFF_BYTES,
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

/** The options of POST and PUT /object/:bucket/*: signed-in callers, one multipart file. */
export function uploadRouteOptions(summary: string) {
  return {
    onRequest: requireUser,
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
 * A failure while reading the multipart body is the body's fault (cut, badly framed) unless the
 * file system failed writing the temporary copy (ENOSPC, EACCES, …), which stays a 500.
 */
function bodyError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  if (error instanceof Error && 'statusCode' in error && Number(error.statusCode) < 500) return error;
  return errors.badRequest('malformed_form', messages.malformedForm);
}

/** Receives the single file of a multipart request into a temporary file, keeping its head. */
async function receiveFile(request: FastifyRequest, bucket: BucketName) {
  if (!request.isMultipart()) throw errors.badRequest('file_required', messages.fileRequired);
  const maxBytes = bucketMaxBytes(bucket);
  const part = await request
    .file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false })
    .catch((error: unknown) => {
      throw bodyError(error);
    });
  if (!part) throw errors.badRequest('file_required', messages.fileRequired);
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
    throw bodyError(error);
  }
  // Busboy stops at the limit: report the size as over it so the kind's own message is used.
  if (part.file.truncated) size = maxBytes + 1;
  return { tmpFile, head, size, filename: part.filename };
}

/**
 * Stores the request's file at `bucket/key` for a caller allowed to write it, after checking its
 * content and size; answers where it can be read (public URL, or a signed one for private buckets).
 */
export async function storeUpload(
  context: StorageContext,
  request: FastifyRequest,
  params: z.infer<typeof objectParams>,
): Promise<z.infer<typeof uploadResponse>> {
  const { storage } = context;
  const { bucket, '*': key } = params;
  assertBucketAndKey(bucket, key);
  await assertMayWrite(context, request.user!, bucket, key);
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
