import { errorBodySchema } from '@cerca/contracts';
import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import { preparationTimeBodySchema, preparationTimeSchema } from '@cerca/contracts/preparation-time';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findPreparationMinutes, setPreparationMinutes } from '../../repositories/preparation-time';

/**
 * /businesses/:id/preparation-time — how long the kitchen takes: GET reads it (the orders panel),
 * PUT sets it (5–120 minutes). Orders' arrival estimates start from it; ones already placed are
 * re-estimated on their next read.
 */
export async function preparationTimeRoutes(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  const schema = {
    tags: ['menus'],
    security: [{ bearerAuth: [] }],
    params: businessPathParamsSchema,
    response: {
      200: preparationTimeSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/businesses/:id/preparation-time',
    { schema: { ...schema, summary: "The kitchen's preparation time in minutes" } },
    async (request) => {
      const minutes = await findPreparationMinutes(db, request.params.id.toLowerCase());
      if (minutes === undefined) throw errors.forbidden(messages.notMenuManager);
      return { minutes };
    },
  );
  typed.put(
    '/businesses/:id/preparation-time',
    {
      schema: {
        ...schema,
        summary: "Set the kitchen's preparation time",
        description: 'Body { minutes: 5–120 }. The owner and admins only.',
        body: preparationTimeBodySchema,
      },
    },
    async (request) => {
      const minutes = await setPreparationMinutes(db, request.params.id.toLowerCase(), request.body.minutes);
      // requireMenuManager found the business a moment ago: only a deletion in between lands here.
      if (minutes === undefined) throw errors.forbidden(messages.notMenuManager);
      return { minutes };
    },
  );
}
