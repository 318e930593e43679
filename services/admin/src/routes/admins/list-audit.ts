import { errorBodySchema } from '@cerca/contracts';
import { auditQuerySchema, auditResponseSchema } from '@cerca/contracts/audit-log';
import {
  decodeTimeCursor,
  encodeTimeCursor,
  errors,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { isUuid } from '../../partner-rules';
import { listAuditPage } from '../../repositories/audit';
import { findCity } from '../../repositories/partners';

/** GET /audit?city=&cursor= — the Registro tab: every moderation and admin action, newest first. */
export async function listAuditRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first, 30 per page, optionally about one city (admins only)',
        description:
          "An unknown city answers 404 city_not_found; a cursor that is not this list's, 400 invalid_cursor.",
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: {
          200: auditResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const cursor = decodeTimeCursor(request.query.cursor, () =>
        errors.badRequest('invalid_cursor', messages.invalidCursor),
      );
      const cityId = request.query.city || undefined;
      if (cityId && !(isUuid(cityId) && (await findCity(db, cityId))))
        throw errors.notFound('city_not_found', messages.cityNotFound);
      const page = await listAuditPage(db, { cityId, cursor });
      return { entries: page.entries, next_cursor: page.next ? encodeTimeCursor(page.next) : null };
    },
  );
}
