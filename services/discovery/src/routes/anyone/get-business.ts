import { errorBodySchema } from '@cerca/contracts';
import { businessResponseSchema } from '@cerca/contracts/business';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import { findBusinessWithPhotos } from '../../repositories/businesses';

// Any text is accepted so a malformed id in a page URL reads as not found.
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const uuidSchema = z.string().uuid();

/** GET /businesses/:id — one business with photos and rating (minimal; reviews and owner come later). */
export async function getBusinessRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/businesses/:id',
    {
      schema: {
        tags: ['businesses'],
        summary: 'One business with its photos, average rating and review count',
        params: paramsSchema,
        response: { 200: businessResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const business = uuidSchema.safeParse(id).success ? await findBusinessWithPhotos(db, id) : undefined;
      if (!business) throw errors.notFound('business_not_found', messages.businessNotFound);
      return { business };
    },
  );
}
