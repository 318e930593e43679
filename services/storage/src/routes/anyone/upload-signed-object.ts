import { pipeline, Transform } from 'node:stream';
import { AppError, type ZodTypeProvider } from '@cerca/service-kit';
import { assertBucketAndKey } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StorageContext } from '../../context';
import messages from '../../messages.json';
import { objectParams } from '../../objects';

/** Passes exactly `size` bytes on; one more, or fewer at the end, fails the stream with a 400. */
function exactly(size: number) {
  let seen = 0;
  const mismatch = () => new AppError(400, 'upload_mismatch', messages.uploadMismatch);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > size ? mismatch() : null, chunk);
    },
    flush(callback) {
      callback(seen === size ? null : mismatch());
    },
  });
}

/**
 * PUT /object/upload/sign/:bucket/*?token=… — the body is the file itself: a browser's direct
 * upload when the driver has no presigned URLs of its own (the local disk), shaped like S3's
 * presigned PUT so one browser code path serves both. The token (Storage.createUploadUrl) names
 * the object, its type and its exact size; the key is written once (If-None-Match, as S3 is
 * asked to). The content is checked afterwards by the publishing route (checkUploadedObject).
 */
export async function uploadSignedObjectRoute(
  app: FastifyInstance,
  { storage }: StorageContext,
): Promise<void> {
  await app.register(async (scope) => {
    // The file streams from the request to the driver: no parser reads the body first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/object/upload/sign/:bucket/*',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['storage'],
          summary: 'A direct upload through a signed URL (the body is the file)',
          params: objectParams,
          querystring: z.object({ token: z.string().max(2048) }),
        },
      },
      async (request, reply) => {
        const { bucket, '*': key } = request.params;
        assertBucketAndKey(bucket, key);
        const allowed = await storage.signer.verifyUpload(bucket, key, request.query.token);
        if (!allowed) throw new AppError(403, 'invalid_signature', messages.invalidSignature);
        const declaredLength = request.headers['content-length'];
        if (
          request.headers['content-type'] !== allowed.contentType ||
          (declaredLength !== undefined && Number(declaredLength) !== allowed.size)
        ) {
          throw new AppError(403, 'invalid_signature', messages.uploadMismatch);
        }
        if (await storage.driver.exists(bucket, key)) {
          throw new AppError(412, 'already_uploaded', messages.alreadyUploaded);
        }
        try {
          const stored = await storage.putObject(
            bucket,
            key,
            // A client that goes away fails the stream, and with it the write.
            pipeline(request.raw, exactly(allowed.size), () => {}),
            allowed.contentType,
          );
          return reply.code(200).header('etag', stored.etag).send();
        } catch (error) {
          // A cut or oversized body leaves nothing: the next try may write the key again.
          request.raw.unpipe();
          request.raw.resume();
          await storage.removeObject(bucket, key).catch(() => {});
          throw error;
        }
      },
    );
  });
}
