import { errorBodySchema } from '@cerca/contracts';
import { highlightResponseSchema } from '@cerca/contracts/business-page';
import type { Database, Transaction } from '@cerca/db';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assertOwnStories,
  parseHighlightPatch,
  parseHighlightPatchForm,
  readHighlightForm,
  removeCover,
} from '../../highlight-form';
import messages from '../../messages.json';
import { discardOnFailure, type PublishForm } from '../../publish-uploads';
import {
  findHighlight,
  lockHighlight,
  replaceHighlightItems,
  updateHighlight,
} from '../../repositories/story-highlights';
import { isUuid } from '../../request-guards';

const paramsSchema = z.object({ id: z.string().min(1).max(100), highlightId: z.string().min(1).max(100) });
const notFound = () => errors.notFound('highlight_not_found', messages.highlightNotFound);

/**
 * PATCH /businesses/:id/highlights/:highlightId — multipart (with an optional new `cover`) or
 * JSON: `name` and `story_ids`, both optional; `story_ids` replaces every item, in one
 * transaction with the rest. A replaced cover of this business is removed from storage.
 */
export async function updateHighlightRoute(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/businesses/:id/highlights/:highlightId',
    {
      config: {
        refusals: { forbidden: messages.notHighlightEditor },
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request) => `highlights:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['businesses'],
        summary: 'Edit a story collection: name, cover, and the stories it holds (replaced as a whole)',
        description:
          'multipart/form-data (`name`, `story_ids` as a JSON array, file `cover`) or JSON (`name`, ' +
          "`story_ids`). 400 'name_required' for a blank name, 'invalid_stories' for stories of another " +
          "business; 404 'highlight_not_found'. For the owner, the city partner and admins.",
        consumes: ['multipart/form-data', 'application/json'],
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        response: {
          200: highlightResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id: businessId, highlightId } = request.params;
      if (!isUuid(highlightId) || !(await findHighlight(db, businessId, highlightId))) throw notFound();
      const form: PublishForm | null = request.isMultipart()
        ? await readHighlightForm(request, storage, businessId)
        : null;
      const cover = form?.files[0];
      const previousCover = await discardOnFailure(form, async () => {
        const fields = form ? parseHighlightPatchForm(form.fields) : parseHighlightPatch(request.body);
        return db.transaction().execute(async (trx: Transaction<Database>) => {
          const locked = await lockHighlight(trx, businessId, highlightId);
          if (!locked) throw notFound();
          await assertOwnStories(trx, businessId, fields.story_ids);
          await updateHighlight(trx, highlightId, {
            ...(fields.name !== undefined && { name: fields.name }),
            ...(cover && { cover_url: cover.url }),
          });
          if (fields.story_ids) await replaceHighlightItems(trx, highlightId, fields.story_ids);
          return locked.cover_url;
        });
      });
      if (cover) await removeCover(storage, request.log, businessId, previousCover);
      const highlight = await findHighlight(db, businessId, highlightId);
      if (!highlight) throw notFound();
      return reply.status(200).send({ highlight });
    },
  );
}
