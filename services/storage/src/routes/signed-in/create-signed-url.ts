import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import { assertBucketAndKey, DEFAULT_SIGNED_URL_SECONDS } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StorageContext } from '../../context';
import messages from '../../messages.json';
import { objectParams } from '../../objects';
import { assertMayRead } from '../../ownership';

const bodySchema = z
  .object({
    expiresIn: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600)
      .optional(),
  })
  .optional();

/** POST /object/sign/:bucket/* — a signed URL to read an object, for those who may read it. */
export async function createSignedUrlRoute(app: FastifyInstance, context: StorageContext): Promise<void> {
  const { storage } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/object/sign/:bucket/*',
    {
      schema: {
        tags: ['storage'],
        summary: 'A signed URL to read an object (its writers; for driver ids also the zone partner)',
        security: [{ bearerAuth: [] }],
        params: objectParams,
        body: bodySchema,
        response: { 200: z.object({ signedURL: z.string(), signedUrl: z.string() }) },
      },
    },
    async (request) => {
      const { bucket, '*': key } = request.params;
      assertBucketAndKey(bucket, key);
      await assertMayRead(context, request.user!, bucket, key);
      if (!(await storage.driver.exists(bucket, key))) {
        throw errors.notFound('object_not_found', messages.notFound);
      }
      const expiresIn = request.body?.expiresIn ?? DEFAULT_SIGNED_URL_SECONDS;
      const url = await storage.createSignedUrl(bucket, key, expiresIn);
      return { signedURL: url, signedUrl: url };
    },
  );
}
