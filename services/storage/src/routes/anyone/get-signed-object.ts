import { AppError, type ZodTypeProvider } from '@cerca/service-kit';
import { assertBucketAndKey } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StorageContext } from '../../context';
import messages from '../../messages.json';
import { objectParams, sendObject } from '../../objects';

/** GET /object/sign/:bucket/*?token=… — any object, with a signed token for exactly it. */
export async function getSignedObjectRoute(app: FastifyInstance, { storage }: StorageContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/object/sign/:bucket/*',
    {
      schema: {
        tags: ['storage'],
        summary: 'An object through a signed URL',
        params: objectParams,
        querystring: z.object({ token: z.string().max(2048) }),
      },
    },
    async (request, reply) => {
      const { bucket, '*': key } = request.params;
      assertBucketAndKey(bucket, key);
      if (!(await storage.signer.verify(bucket, key, request.query.token))) {
        throw new AppError(403, 'invalid_signature', messages.invalidSignature);
      }
      return sendObject(storage, request, reply, bucket, key, 'private, no-cache');
    },
  );
}
