import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import {
  addPartnerBodySchema,
  addPartnerRequestSchema,
  addPartnerResponseSchema,
} from '@cerca/contracts/admin-partners';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { cityTaken, isUuid, refuseGrant, withCityUniqueness } from '../../partner-rules';
import { cityHasPartner, findCity, findPartner, grantPartnerRole } from '../../repositories/partners';
import { findActor, findProfileByEmail } from '../../repositories/profiles';

/**
 * POST /partners — the add-partner modal: the account with that e-mail becomes partner of the
 * city. It takes effect on the partner's next request: the checks read the role per request.
 */
export async function addPartnerRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/partners',
    {
      schema: {
        tags: ['partners'],
        summary: 'Make a registered user the partner of a city (admins only)',
        description:
          "Blank fields: 400 missing_fields 'Por favor completa todos los campos'. Unknown e-mail: 404 " +
          'user_not_found. Already a partner: 409 already_partner. An admin: 409 admin_cannot_be_partner. ' +
          'Unknown city: 404 city_not_found. A city with a partner: 409 city_has_partner.',
        security: [{ bearerAuth: [] }],
        body: addPartnerRequestSchema,
        response: {
          201: addPartnerResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const parsed = addPartnerBodySchema.safeParse(request.body);
      if (!parsed.success) throw errors.badRequest('missing_fields', messages.fillAllFields);
      const { email, city_id: cityId } = parsed.data;
      const profile = await findProfileByEmail(db, email);
      if (!profile) throw errors.notFound('user_not_found', messages.userNotFound);
      await refuseGrant(context, profile);
      const city = isUuid(cityId) ? await findCity(db, cityId) : undefined;
      if (!city) throw errors.notFound('city_not_found', messages.cityNotFound);
      if (await cityHasPartner(db, city.id)) throw cityTaken();

      const actor = await findActor(db, request.user!.id);
      await withCityUniqueness(() =>
        db.transaction().execute(async (trx) => {
          // Someone changed the account in between (made it a partner or an admin).
          if (!(await grantPartnerRole(trx, profile.id, city.id)))
            throw errors.conflict('already_partner', messages.alreadyPartner);
          await recordAudit(trx, {
            actor,
            action: 'partner.grant',
            cityId: city.id,
            target: { type: 'profile', id: profile.id, label: profile.username || profile.email },
            details: { email: profile.email ?? email, city: city.name },
          });
        }),
      );
      const partner = await findPartner(db, profile.id);
      return reply.status(201).send({ partner: partner! });
    },
  );
}
