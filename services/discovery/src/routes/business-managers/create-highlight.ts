import { highlightResponseSchema } from '@cerca/contracts/business-page';
import type { Database, Transaction } from '@cerca/db';
import type { ServiceContext, ZodTypeProvider } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { assertMayAddHighlight } from '../../business-plan';
import { assertOwnStories, parseNewHighlight, readHighlightForm } from '../../highlight-form';
import messages from '../../messages.json';
import { discardOnFailure } from '../../publish-uploads';
import { findBusinessWithinPlan, lockBusinessWithinPlan } from '../../publisher-guard';
import { businessUploadRefusals } from '../../publishing';
import { findHighlight, insertHighlight, replaceHighlightItems } from '../../repositories/story-highlights';
import { businessIdParamsSchema } from '../../request-guards';

/**
 * POST /businesses/:id/highlights — multipart: `name`, `story_ids` (a JSON array of this
 * business's stories, live or archived) and an optional image `cover`, streamed to
 * business-stories at <businessId>/highlights/<uuid>.<ext>. The plan is checked with the
 * business row locked (Basic after the trial allows no collections).
 */
export async function createHighlightRoute(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/highlights',
    {
      config: {
        refusals: { forbidden: messages.notHighlightEditor },
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request) => `highlights:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['businesses'],
        summary: 'Create a story collection (multipart/form-data)',
        description:
          "Fields: `name` (required: 400 'name_required' 'Por favor ingresa un nombre'), `story_ids` (JSON " +
          "array; stories of another business: 400 'invalid_stories'), file `cover` (images only). For the " +
          "owner, the city partner and admins. A plan without collections: 403 'plan_limit_reached'.",
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: { 201: highlightResponseSchema, ...businessUploadRefusals },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      // Cheap early refusal before the cover is stored; the locked re-check below is the guard.
      await findBusinessWithinPlan(db, businessId, messages.notHighlightEditor, assertMayAddHighlight);

      const form = await readHighlightForm(request, storage, businessId);
      const highlightId = await discardOnFailure(form, async () => {
        const fields = parseNewHighlight(form.fields);
        return db.transaction().execute(async (trx: Transaction<Database>) => {
          await lockBusinessWithinPlan(trx, businessId, messages.notHighlightEditor, assertMayAddHighlight);
          await assertOwnStories(trx, businessId, fields.story_ids);
          const id = await insertHighlight(trx, {
            businessId,
            name: fields.name,
            coverUrl: form.files[0]?.url ?? null,
          });
          await replaceHighlightItems(trx, id, fields.story_ids);
          return id;
        });
      });
      const highlight = await findHighlight(db, businessId, highlightId);
      if (!highlight) throw new Error(`highlight ${highlightId} missing right after creation`);
      return reply.status(201).send({ highlight });
    },
  );
}
