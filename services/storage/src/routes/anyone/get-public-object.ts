import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import { assertBucketAndKey, bucketRule } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import type { StorageContext } from '../../context';
import messages from '../../messages.json';
import { IMMUTABLE, objectParams, REVALIDATE, sendObject } from '../../objects';

/** GET /object/public/:bucket/* — an object of a public bucket, to anyone (HEAD too). */
export async function getPublicObjectRoute(app: FastifyInstance, { storage }: StorageContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/object/public/:bucket/*',
      { schema: { tags: ['storage'], summary: 'A public object', params: objectParams } },
      async (request, reply) => {
        const { bucket, '*': key } = request.params;
        assertBucketAndKey(bucket, key);
        // A private object answers exactly like a missing one: no hint it exists.
        if (!bucketRule(bucket).public) throw errors.notFound('object_not_found', messages.notFound);
        const cache = bucketRule(bucket).keyOwner === 'user' ? REVALIDATE : IMMUTABLE;
        return sendObject(storage, request, reply, bucket, key, cache);
      },
    );
}
