import { errorBodySchema } from '@cerca/contracts';
import {
  isPaidPlanKey,
  PAID_PLANS,
  startCheckoutBodySchema,
  startCheckoutResponseSchema,
} from '@cerca/contracts/subscriptions';
import { AppError, errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { paymentsOf } from '../../payments';
import { findOwnedBusiness, findProfileEmail, hasActivePlan } from '../../repositories/subscriptions';

/** POST /subscriptions/checkout — 'Suscribirse Ahora': a checkout of the configured provider. */
export async function startCheckoutRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/subscriptions/checkout',
    {
      config: { refusals: { unauthorized: messages.signInToSubscribe } },
      schema: {
        tags: ['subscriptions'],
        summary: 'Start the checkout of a paid plan; the browser goes to the answered url',
        description:
          'plan_key: business_standard or business_premium (with business_id, a business the caller ' +
          'owns) or personal_premium. PAYMENTS_PROVIDER=local (default outside production) answers ' +
          'our own checkout page; PAYMENTS_PROVIDER=stripe a Stripe Checkout Session for the price ' +
          'ids STRIPE_PRICE_BUSINESS_STANDARD, STRIPE_PRICE_BUSINESS_PREMIUM, STRIPE_PRICE_PERSONAL_PREMIUM ' +
          "(STRIPE_SECRET_KEY). Prices and the return pages are the server's, never the body's.",
        security: [{ bearerAuth: [] }],
        body: startCheckoutBodySchema,
        response: {
          200: startCheckoutResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const { plan_key: planKey, business_id: businessId } = request.body;
      if (!isPaidPlanKey(planKey)) throw errors.notFound('product_not_found', messages.productNotFound);
      const subject = PAID_PLANS[planKey].subject;
      let business: { id: string; name: string } | null = null;
      if (subject === 'business') {
        if (!businessId) throw errors.badRequest('business_required', messages.subscriptionBusinessRequired);
        business = (await findOwnedBusiness(db, user.id, businessId)) ?? null;
        if (!business) throw errors.notFound('business_not_found', messages.businessNotFound);
      }
      if (await hasActivePlan(db, user.id, planKey, business?.id ?? null))
        throw errors.conflict('plan_already_active', messages.planAlreadyActive);
      try {
        return await paymentsOf(context).provider.createCheckout({
          userId: user.id,
          email: await findProfileEmail(db, user.id),
          planKey,
          subject,
          businessId: business?.id ?? null,
          businessName: business?.name ?? null,
          successPath: '/subscription/success',
          cancelPath: '/subscription/canceled',
        });
      } catch (error) {
        request.log.error({ err: error }, 'checkout failed');
        throw new AppError(502, 'checkout_failed', messages.checkoutFailed);
      }
    },
  );
}
