import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import { cityBusinessDeletedSchema } from '@cerca/contracts/city-dashboard';
import { dropCityPublicCaches, publicCacheKeys } from '@cerca/queues';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { removeOwnedMedia } from '../../city-content/after-delete';
import type { PartnerContext } from '../../context';
import messages from '../../messages.json';
import { deleteCityBusiness } from '../../repositories/city-businesses';
import { findActorLabel } from '../../repositories/city-content';
import { cityBusinessParamsSchema } from './guard';

const uuidSchema = z.string().uuid();

/**
 * DELETE /cities/:cityId/businesses/:businessId — spec 02 §6: a city partner may delete any business
 * of their city (admins any). Its content, menu and past orders go with it (ON DELETE CASCADE),
 * and, once that has committed, the files they showed from the business's own folder.
 */
export async function deleteCityBusinessRoute(app: FastifyInstance, context: PartnerContext): Promise<void> {
  const { storage } = context;
  const { db, redis, config } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/cities/:cityId/businesses/:businessId',
    {
      schema: {
        tags: ['city dashboard'],
        summary: 'Deletes a business of the city, with everything it published',
        description:
          'For admins and the city partner. A business of another city through this URL answers 404 ' +
          'business_not_found; one with orders being prepared or carried answers 409 business_has_live_orders. ' +
          "Recorded in the audit log ('business.delete') in the same transaction; every shared public answer " +
          'of the city (searches, feed, events, routes) and the business page are dropped at once.',
        security: [{ bearerAuth: [] }],
        params: cityBusinessParamsSchema,
        response: {
          200: cityBusinessDeletedSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const { cityId } = request.params;
      const businessId = request.params.businessId.toLowerCase();
      if (!uuidSchema.safeParse(businessId).success)
        throw errors.notFound('business_not_found', messages.businessNotFound);
      const actorLabel = await findActorLabel(db, user.id);
      const result = await db.transaction().execute(async (trx) => {
        const deletion = await deleteCityBusiness(trx, cityId, businessId);
        if (deletion.outcome === 'deleted') {
          await recordAudit(trx, {
            actor: { id: user.id, label: actorLabel },
            action: 'business.delete',
            cityId,
            target: { type: 'business', id: businessId, label: deletion.business.name },
            details: { owner_id: deletion.business.owner_id },
          });
        }
        return deletion;
      });
      if (result.outcome === 'not-found')
        throw errors.notFound('business_not_found', messages.businessNotFound);
      if (result.outcome === 'live-orders')
        throw errors.conflict('business_has_live_orders', messages.businessHasLiveOrders);
      // After the commit, so no visitor refills a cache from the rows being deleted.
      // Every answer about the city at once (one INCR of its cache version, no keyspace scan).
      try {
        await dropCityPublicCaches(redis, config.redisPrefix, cityId, [
          publicCacheKeys.businessPage(businessId),
        ]);
      } catch (error) {
        // The business is gone; shared answers then expire within seconds on their own.
        request.log.warn({ err: error }, 'dropping the public caches of a deleted business');
      }
      await removeOwnedMedia(context, storage, request.log, {
        urls: result.mediaUrls,
        ownFolders: [`${businessId}/`],
      });
      return { id: businessId, deleted: true as const };
    },
  );
}
