import type { ZodTypeProvider } from '@cerca/service-kit';
import { assertBucketAndKey } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StorageContext } from '../../context';
import { objectParams } from '../../objects';
import { assertMayWrite } from '../../ownership';

/** DELETE /object/:bucket/* — removes an object the caller may write (idempotent). */
export async function deleteObjectRoute(app: FastifyInstance, context: StorageContext): Promise<void> {
  const { storage } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/object/:bucket/*',
    {
      schema: {
        tags: ['storage'],
        summary: 'Delete an object',
        security: [{ bearerAuth: [] }],
        params: objectParams,
        response: { 200: z.object({ Key: z.string() }) },
      },
    },
    async (request) => {
      const { bucket, '*': key } = request.params;
      assertBucketAndKey(bucket, key);
      await assertMayWrite(context, request.user!, bucket, key);
      await storage.removeObject(bucket, key);
      return { Key: `${bucket}/${key}` };
    },
  );
}
