import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import {
  type ContentType,
  deleteCityContentParamsSchema,
  deleteCityContentResponseSchema,
} from '@cerca/contracts/city-content';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dropPublicCachesOf, removeOwnedMedia } from '../../city-content/after-delete';
import type { PartnerContext } from '../../context';
import messages from '../../messages.json';
import { deleteCityContent, findActorLabel } from '../../repositories/city-content';

const uuidSchema = z.string().uuid();
/** The audit entry's label: the first words of the title or text. */
const LABEL_MAX = 80;

function auditLabel(text: string | null): string | null {
  const words = text?.replace(/\s+/g, ' ').trim();
  if (!words) return null;
  return words.length <= LABEL_MAX ? words : `${words.slice(0, LABEL_MAX - 1).trimEnd()}…`;
}

/** DELETE /cities/:cityId/content/:type/:id — moderation: a partner or admin removes one item. */
export async function deleteCityContentRoute(app: FastifyInstance, context: PartnerContext): Promise<void> {
  const { storage } = context;
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/cities/:cityId/content/:type/:id',
    {
      schema: {
        tags: ['city content'],
        summary: 'Deletes a post, story, comment, review or event of the city',
        description:
          'For admins and the city partner. Content of another city through this URL answers 404 ' +
          "content_not_found. Recorded in the audit log ('content.delete') in the same transaction; the " +
          "public pages' shared caches are dropped at once and the row's own uploaded files removed.",
        security: [{ bearerAuth: [] }],
        params: deleteCityContentParamsSchema,
        response: {
          200: deleteCityContentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const { cityId } = request.params;
      const type: ContentType = request.params.type;
      const id = request.params.id.toLowerCase();
      if (!uuidSchema.safeParse(id).success)
        throw errors.notFound('content_not_found', messages.contentNotFound);
      const actorLabel = await findActorLabel(db, user.id);
      const deleted = await db.transaction().execute(async (trx) => {
        const content = await deleteCityContent(trx, cityId, type, id);
        if (!content) return undefined;
        await recordAudit(trx, {
          actor: { id: user.id, label: actorLabel },
          action: 'content.delete',
          cityId,
          target: { type, id, label: auditLabel(content.label) },
          details: content.businessId ? { business_id: content.businessId } : {},
        });
        return content;
      });
      if (!deleted) throw errors.notFound('content_not_found', messages.contentNotFound);
      // After the commit: the caches must not be refilled from a transaction that may still roll back.
      await dropPublicCachesOf(context, request.log, deleted);
      await removeOwnedMedia(context, storage, request.log, deleted);
      return { deleted: { type, id } };
    },
  );
}
