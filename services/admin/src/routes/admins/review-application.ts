import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import {
  adminIdParamsSchema,
  REVIEWABLE_APPLICATION_STATUSES,
  reviewApplicationResponseSchema,
} from '@cerca/contracts/admin-partners';
import type { Db } from '@cerca/db';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { cityTaken, isUuid, refuseGrant, withCityUniqueness } from '../../partner-rules';
import { lockApplication, markReviewed } from '../../repositories/applications';
import { cityHasPartner, findCity, grantPartnerRole } from '../../repositories/partners';
import { findActor, findProfile } from '../../repositories/profiles';

type Decision = 'approve' | 'reject';

/** The application, locked, while it still waits for a review; 404 or 409 otherwise. */
async function reviewable(db: Db, id: string) {
  const application = isUuid(id) ? await lockApplication(db, id) : undefined;
  if (!application) throw errors.notFound('application_not_found', messages.applicationNotFound);
  if (!(REVIEWABLE_APPLICATION_STATUSES as readonly string[]).includes(application.status))
    throw errors.conflict('application_reviewed', messages.applicationReviewed);
  return application;
}

/**
 * POST /applications/:id/approve and /applications/:id/reject. Approving grants the applicant the
 * role for that city (when the city still has no partner: 409 otherwise), with the WhatsApp as
 * phone like the wizard does; both record who reviewed it and when, and an audit entry.
 */
export async function reviewApplicationRoutes(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db } = context;
  for (const decision of ['approve', 'reject'] as const satisfies Decision[]) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `/applications/:id/${decision}`,
      {
        schema: {
          tags: ['partners'],
          summary:
            decision === 'approve'
              ? 'Approve a partner application: the applicant becomes partner of its city (admins only)'
              : 'Reject a partner application (admins only)',
          security: [{ bearerAuth: [] }],
          params: adminIdParamsSchema,
          response: {
            200: reviewApplicationResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        const actor = await findActor(db, request.user!.id);
        const status = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
        await withCityUniqueness(() =>
          db.transaction().execute(async (trx) => {
            const application = await reviewable(trx, request.params.id);
            const applicant = application.user_id ? await findProfile(trx, application.user_id) : undefined;
            const label = applicant?.username || application.email;
            let cityId = application.city_id;
            if (decision === 'approve') {
              if (!applicant) throw errors.conflict('applicant_gone', messages.applicantGone);
              const city = application.city_id ? await findCity(trx, application.city_id) : undefined;
              if (!city) throw errors.conflict('application_without_city', messages.applicationWithoutCity);
              cityId = city.id;
              await refuseGrant(context, applicant);
              if (await cityHasPartner(trx, city.id)) throw cityTaken();
              if (!(await grantPartnerRole(trx, applicant.id, city.id, application.whatsapp)))
                throw errors.conflict('already_partner', messages.alreadyPartner);
              await recordAudit(trx, {
                actor,
                action: 'partner.grant',
                cityId: city.id,
                target: { type: 'profile', id: applicant.id, label },
                details: { email: applicant.email, city: city.name, application_id: application.id },
              });
            }
            await markReviewed(trx, application.id, status, actor.id);
            await recordAudit(trx, {
              actor,
              action: decision === 'approve' ? 'application.approve' : 'application.reject',
              cityId,
              target: { type: 'application', id: application.id, label },
              details: { email: application.email, whatsapp: application.whatsapp, was: application.status },
            });
          }),
        );
        return { id: request.params.id, status };
      },
    );
  }
}
