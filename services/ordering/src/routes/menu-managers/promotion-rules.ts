import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import {
  ownerPromotionsResponseSchema,
  type PromotionRuleProblem,
  promotionRuleBodySchema,
  promotionRuleDeletedSchema,
  promotionRulePathSchema,
  promotionRuleResponseSchema,
  readPromotionRule,
} from '@cerca/contracts/promotion-rule-editor';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import {
  deletePromotionRule,
  findPromotionOf,
  listOwnerPromotions,
  savePromotionRule,
} from '../../repositories/promotion-rules';

/** Each problem of a rule, answered 400 with its code and message. */
const PROBLEMS = {
  kind: ['invalid_promotion_kind', messages.promotionRuleKind],
  percent: ['invalid_percent', messages.promotionRulePercent],
  amount: ['invalid_amount', messages.promotionRuleAmount],
  menu_item_id: ['invalid_menu_item', messages.promotionRuleItem],
  min_subtotal: ['invalid_min_subtotal', messages.promotionRuleMinSubtotal],
  weekdays: ['weekdays_required', messages.promotionRuleWeekdays],
  hours: ['invalid_hours', messages.promotionRuleHours],
} as const satisfies Record<PromotionRuleProblem, readonly [string, string]>;

function refuse(problem: PromotionRuleProblem) {
  const [code, message] = PROBLEMS[problem];
  return errors.badRequest(code, message);
}
const notFound = () => errors.notFound('promotion_not_found', messages.promotionNotFound);

/**
 * Automatic discounts (issue 25): GET /businesses/:id/promotions lists the business's live
 * promotions with their rule; PUT and DELETE /businesses/:id/promotions/:promotionId/rule set and
 * remove one. The promotions are discovery's (published from Crear): ordering reads them and
 * writes only its promotion_rules. A promotion of another business is 404, as a missing one.
 */
export async function promotionRulesRoutes(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
  typed.get(
    '/businesses/:id/promotions',
    {
      schema: {
        tags: ['menus'],
        summary: "The business's live promotions, each with its automatic discount or null",
        security: [{ bearerAuth: [] }],
        params: businessPathParamsSchema,
        response: { 200: ownerPromotionsResponseSchema, ...refusals },
      },
    },
    async (request) => ({ promotions: await listOwnerPromotions(db, request.params.id.toLowerCase()) }),
  );
  typed.put(
    '/businesses/:id/promotions/:promotionId/rule',
    {
      schema: {
        tags: ['menus'],
        summary: "Set a promotion's automatic discount",
        description:
          'Body: the rule (percent_off 1–100, amount_off in pesos, two_for_one on an active item of ' +
          'the business, free_delivery; min_subtotal, weekdays 0 = domingo … 6, start/end minute). 404 ' +
          "'promotion_not_found' for an expired promotion or one of another business; 409 " +
          "'promotion_premium_only' for a Premium-only one, which the checkout never applies.",
        security: [{ bearerAuth: [] }],
        params: promotionRulePathSchema,
        body: promotionRuleBodySchema,
        response: { 200: promotionRuleResponseSchema, ...refusals, 409: errorBodySchema },
      },
    },
    async (request) => {
      const businessId = request.params.id.toLowerCase();
      const promotionId = request.params.promotionId.toLowerCase();
      const promotion = isUuid(promotionId) ? await findPromotionOf(db, businessId, promotionId) : undefined;
      if (!promotion?.live || promotion.type !== 'promotion') throw notFound();
      if (promotion.is_premium_only) {
        throw errors.conflict('promotion_premium_only', messages.promotionPremiumOnly);
      }
      const { rule, problem } = readPromotionRule(request.body);
      if (problem) throw refuse(problem);
      const saved = await savePromotionRule(db, businessId, promotionId, rule);
      if (saved === 'item_not_found') throw refuse('menu_item_id');
      const [shown] = saved === 'saved' ? await listOwnerPromotions(db, businessId, promotionId) : [];
      // Gone (deleted, expired) since it was found a moment ago.
      if (!shown) throw notFound();
      return { promotion: shown };
    },
  );
  typed.delete(
    '/businesses/:id/promotions/:promotionId/rule',
    {
      schema: {
        tags: ['menus'],
        summary: "Remove a promotion's automatic discount",
        description: "Idempotent. 404 'promotion_not_found' for a promotion of another business.",
        security: [{ bearerAuth: [] }],
        params: promotionRulePathSchema,
        response: { 204: promotionRuleDeletedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id.toLowerCase();
      const promotionId = request.params.promotionId.toLowerCase();
      const promotion = isUuid(promotionId) ? await findPromotionOf(db, businessId, promotionId) : undefined;
      if (!promotion) throw notFound();
      await deletePromotionRule(db, businessId, promotionId);
      return reply.status(204).send(null);
    },
  );
}
