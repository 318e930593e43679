import { errorBodySchema } from '@cerca/contracts';
import {
  PARTNER_FIELD_ERRORS,
  type PartnerApplicationBody,
  type PartnerApplicationResponse,
  partnerApplicationBodySchema,
  partnerApplicationResponseSchema,
  type WaitlistReason,
} from '@cerca/contracts/partner-wizard';
import { type Db, isUniqueViolation, recordAudit } from '@cerca/db';
import {
  errors,
  loadCallerStanding,
  requireUser,
  type ServiceContext,
  type ZodTypeProvider,
} from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWizardBody } from '../become-partner/fields';
import messages from '../messages.json';
import {
  findApplicationCity,
  grantCity,
  insertApplication,
  lockApplicant,
} from '../repositories/partner-applications';

// Any JSON object: the contract's schema checks it in the handler, so each field answers its
// own Spanish message (spec 02 §5) instead of a generic validation error.
const bodySchema = z.object({}).passthrough();

const PARTNER_INDEX = 'profiles_one_partner_per_city_idx';

/** The unique violation of "one partner per city", and no other. */
function lostCityRace(error: unknown): boolean {
  const constraint = (error as { constraint?: string } | null)?.constraint;
  return isUniqueViolation(error) && (constraint === undefined || constraint === PARTNER_INDEX);
}

/**
 * POST /applications — the become-partner wizard's Enviar, for anyone signed in but admins
 * (409: they already run every city, and the role change would demote them).
 * { country_id, city_id, whatsapp, email }. In one transaction the application is stored and, when
 * the city has no partner and the applicant runs no other city, the applicant becomes its partner
 * (role city_partner, managed city, phone = WhatsApp; 'partner.grant' in the audit log) and the
 * application is 'approved'. Otherwise it is 'waitlisted' for an admin and no role is granted:
 * a deliberate change from spec 02 §8, where the role update proceeded and a city could get a
 * second partner.
 */
export async function createPartnerApplicationRoute(
  app: FastifyInstance,
  context: ServiceContext,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/applications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['become partner'],
        summary: 'Apply to run a city: approved at once when it is free, waitlisted otherwise',
        security: [{ bearerAuth: [] }],
        body: bodySchema,
        response: {
          201: partnerApplicationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const input = parseWizardBody(
        partnerApplicationBodySchema,
        request.body,
        PARTNER_FIELD_ERRORS.cityRequired,
      );
      if ((await loadCallerStanding(context, request.user!)).isAdmin) {
        throw errors.conflict('admin_cannot_apply', messages.adminCannotApply);
      }
      let answer: PartnerApplicationResponse;
      try {
        answer = await db.transaction().execute((trx) => apply(trx, userId, input));
      } catch (error) {
        if (!lostCityRace(error)) throw error;
        // Another applicant took the city between our check and our grant: the same outcome as
        // if they had been first, the application waits for an admin.
        answer = await waitlist(db, userId, input, 'city_taken');
      }
      return reply.status(201).send(answer);
    },
  );
}

async function apply(
  trx: Db,
  userId: string,
  input: PartnerApplicationBody,
): Promise<PartnerApplicationResponse> {
  const applicant = await lockApplicant(trx, userId);
  if (!applicant) throw errors.unauthorized();
  if (applicant.role === 'admin') throw errors.conflict('admin_cannot_apply', messages.adminCannotApply);
  const city = await findApplicationCity(trx, input.city_id);
  if (!city || city.country_id !== input.country_id) {
    throw errors.notFound('city_not_found', messages.cityNotFound);
  }
  const runsThisCity = applicant.role === 'city_partner' && applicant.managed_city_id === city.id;
  if (!runsThisCity) {
    if (applicant.role === 'city_partner') return waitlist(trx, userId, input, 'already_partner');
    if (city.has_partner) return waitlist(trx, userId, input, 'city_taken');
    await grantCity(trx, userId, city.id, input.whatsapp);
  }
  const application = await insertApplication(trx, { ...fields(userId, input), status: 'approved' });
  if (!runsThisCity) {
    await recordAudit(trx, {
      actor: { id: userId, label: applicant.username || applicant.email || userId },
      action: 'partner.grant',
      cityId: city.id,
      target: { type: 'profile', id: userId, label: applicant.username },
      details: { via: 'application', application_id: application.id, city: `${city.name}, ${city.state}` },
    });
  }
  return { id: application.id, status: 'approved', city_id: city.id, reason: null };
}

async function waitlist(
  db: Db,
  userId: string,
  input: PartnerApplicationBody,
  reason: WaitlistReason,
): Promise<PartnerApplicationResponse> {
  const application = await insertApplication(db, { ...fields(userId, input), status: 'waitlisted' });
  return { id: application.id, status: 'waitlisted', city_id: input.city_id, reason };
}

function fields(userId: string, input: PartnerApplicationBody) {
  return {
    userId,
    countryId: input.country_id,
    cityId: input.city_id,
    whatsapp: input.whatsapp,
    email: input.email,
  };
}
