import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import {
  PARTNER_FIELD_ERRORS,
  type PartnerApplicationBody,
  type PartnerApplicationResponse,
  partnerApplicationBodySchema,
  partnerApplicationResponseSchema,
} from '@cerca/contracts/partner-wizard';
import { type Db, isUniqueViolation } from '@cerca/db';
import { errors, loadCallerStanding, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ApplicationDecision, decideApplication } from '../../become-partner/decision';
import { parseWizardBody } from '../../become-partner/fields';
import messages from '../../messages.json';
import {
  cityStanding,
  grantCity,
  lockApplicant,
  lockApplicationCity,
  saveApplication,
} from '../../repositories/partner-applications';

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
 * { country_id, city_id, whatsapp, email }. DESIGN §10, unlike spec 02 §8 (which grants the role
 * at once): an application for an existing city is stored 'pending' and grants nothing until an
 * admin approves it in /admin → Solicitudes, because a partner reads owners' and drivers' contacts
 * and deletes businesses. The one exception is a city the applicant created in the wizard
 * (cities.created_by) that is still empty: in one transaction, with the city locked so nothing can
 * move in meanwhile, they become its partner (role city_partner, managed city, phone = WhatsApp;
 * 'partner.grant' in the audit log) and the application is 'approved'. A city with a partner, or
 * an applicant who runs another city, is 'waitlisted' for an admin.
 */
export async function createPartnerApplicationRoute(
  app: FastifyInstance,
  context: ServiceContext,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/applications',
    {
      schema: {
        tags: ['become partner'],
        summary:
          'Apply to run a city: pending until an admin approves it, at once only for an empty city the applicant created',
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
        // Someone else became the city's partner between our check and our grant: the same
        // outcome as if they had been first, the application waits for an admin.
        answer = await db
          .transaction()
          .execute((trx) => record(trx, userId, input, { kind: 'waitlisted', reason: 'city_taken' }));
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
  const city = await lockApplicationCity(trx, input.city_id);
  if (!city || city.country_id !== input.country_id) {
    throw errors.notFound('city_not_found', messages.cityNotFound);
  }
  // A separate statement after the lock: it sees every row that committed before we got it.
  const standing = await cityStanding(trx, city.id);
  const decision = decideApplication(applicant, { ...city, ...standing });
  if (decision.kind !== 'grant') return record(trx, userId, input, decision);

  await grantCity(trx, userId, city.id, input.whatsapp);
  const answer = await record(trx, userId, input, decision);
  await recordAudit(trx, {
    actor: { id: userId, label: applicant.username || applicant.email || userId },
    action: 'partner.grant',
    cityId: city.id,
    target: { type: 'profile', id: userId, label: applicant.username },
    details: {
      via: 'application',
      application_id: answer.id,
      city: `${city.name}, ${city.state}`,
      created_by_applicant: true,
    },
  });
  return answer;
}

/** Stores the application with the decision's outcome and words the answer. */
async function record(
  trx: Db,
  userId: string,
  input: PartnerApplicationBody,
  decision: ApplicationDecision,
): Promise<PartnerApplicationResponse> {
  const status = decision.kind === 'grant' || decision.kind === 'runs_it' ? 'approved' : decision.kind;
  const application = await saveApplication(trx, {
    userId,
    countryId: input.country_id,
    cityId: input.city_id,
    whatsapp: input.whatsapp,
    email: input.email,
    status,
  });
  return {
    id: application.id,
    status,
    city_id: input.city_id,
    reason: decision.kind === 'waitlisted' ? decision.reason : null,
  };
}
