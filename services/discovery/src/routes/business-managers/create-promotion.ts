import { errorBodySchema } from '@cerca/contracts';
import {
  type CreatePromotionBody,
  createPromotionBodySchema,
  createPromotionResponseSchema,
} from '@cerca/contracts/publishing';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import { recordPromotionExpiry } from '../../publication-events';
import { businessPublisherOptions } from '../../publishing';
import { insertPromotion } from '../../repositories/promotions';
import { businessIdParamsSchema, refuseNul } from '../../request-guards';

// Only the types here: missing and overlong fields get the spec's Spanish message from the
// contract's createPromotionBodySchema below.
const bodySchema = z.object({
  title: z.string().optional(),
  message: z.string().optional(),
  expires_at: z.string().optional(),
  is_premium_only: z.boolean().optional(),
});

const missingFields = () => errors.badRequest('missing_fields', messages.promotionFieldsRequired);

function parsePromotion(body: z.infer<typeof bodySchema>): CreatePromotionBody {
  const parsed = createPromotionBodySchema.safeParse(body);
  if (!parsed.success) throw missingFields();
  refuseNul(parsed.data.title, parsed.data.message, parsed.data.expires_at);
  return parsed.data;
}

// An ISO 8601 date or instant; anything else (and anything Date cannot read) is refused.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The expiry as given (it must be a readable instant in the future), or null for the default. */
function parseExpiry(value: string | undefined): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const at = ISO_DATE.test(text) ? new Date(text) : null;
  if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
    throw errors.badRequest('invalid_expiry', messages.invalidPromotionExpiry);
  }
  return at;
}

/**
 * POST /businesses/:id/promotions — JSON: message (required), optional title, expires_at (ISO,
 * future; default 30 days) and is_premium_only. Its expiry is an outbox event of the same
 * transaction, which the jobs service turns into the promotion-expiry job.
 */
export async function createPromotionRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/promotions',
    {
      ...businessPublisherOptions,
      schema: {
        tags: ['publishing'],
        summary: 'Publish a promotion (default expiry 30 days)',
        description:
          'For the owner, the city partner and admins. A missing message answers 400 missing_fields; ' +
          'an expires_at that is unreadable or not in the future answers 400 invalid_expiry.',
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        body: bodySchema,
        response: {
          201: createPromotionResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const body = parsePromotion(request.body);
      const expiresAt = parseExpiry(body.expires_at);
      // The promotion and its expiry event commit together (issue 22).
      const promotion = await db.transaction().execute(async (trx) => {
        const promotion = await insertPromotion(trx, {
          businessId: request.params.id,
          title: body.title || messages.defaultPromotionTitle,
          message: body.message,
          expiresAt,
          isPremiumOnly: body.is_premium_only ?? false,
        });
        await recordPromotionExpiry(trx, promotion);
        return promotion;
      });
      return reply.status(201).send({ promotion });
    },
  );
}
