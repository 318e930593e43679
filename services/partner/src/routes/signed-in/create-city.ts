import { recordAudit } from '@cerca/audit';
import { errorBodySchema } from '@cerca/contracts';
import {
  CITY_CREATIONS_PER_DAY,
  createCityBodySchema,
  createCityResponseSchema,
  PARTNER_FIELD_ERRORS,
} from '@cerca/contracts/partner-wizard';
import { publishCatalogueChanged } from '@cerca/queues';
import { errors, loadCallerStanding, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWizardBody } from '../../become-partner/fields';
import messages from '../../messages.json';
import { findCityWithCountry } from '../../repositories/cities';
import {
  countCitiesCreatedToday,
  findCityNamed,
  findCountry,
  findProfileLabel,
  insertCity,
  lockCityCreation,
} from '../../repositories/city-creation';

// Any JSON object: the contract's schema checks it in the handler, so each field answers its
// own Spanish message (spec 02 §5) instead of a generic validation error.
const bodySchema = z.object({}).passthrough();

/**
 * POST /cities — '+ Añadir nueva ciudad' of the become-partner wizard, for anyone signed in:
 * { country_id, name, state }, trimmed. Refuses a name the country already has, ignoring case
 * and accents (409), an unknown country (404) and more than CITY_CREATIONS_PER_DAY new cities a
 * day per person (429; admins are not limited). Stores the caller as the city's creator
 * (cities.created_by: their application for it, while it is empty, is granted at once), records
 * 'city.create' in the audit log and tells every discovery process to drop its cached catalogue.
 */
export async function createCityRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db, redis, config } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/cities',
    {
      schema: {
        tags: ['become partner'],
        summary: 'Create a city missing from the catalogue (become-partner wizard)',
        security: [{ bearerAuth: [] }],
        body: bodySchema,
        response: {
          201: createCityResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const input = parseWizardBody(createCityBodySchema, request.body, PARTNER_FIELD_ERRORS.countryRequired);
      const { isAdmin } = await loadCallerStanding(context, user);
      const cityId = await db.transaction().execute(async (trx) => {
        await lockCityCreation(trx, input.country_id, user.id);
        const country = await findCountry(trx, input.country_id);
        if (!country) throw errors.notFound('country_not_found', messages.countryNotFound);
        if (await findCityNamed(trx, country.id, input.name)) {
          throw errors.conflict('city_exists', messages.cityExists);
        }
        if (!isAdmin && (await countCitiesCreatedToday(trx, user.id)) >= CITY_CREATIONS_PER_DAY) {
          throw errors.tooManyRequests(messages.cityCreationLimit);
        }
        const city = await insertCity(trx, {
          countryId: country.id,
          name: input.name,
          state: input.state,
          createdBy: user.id,
        });
        const actor = await findProfileLabel(trx, user.id);
        await recordAudit(trx, {
          actor: { id: user.id, label: actor?.username ?? actor?.email ?? user.id },
          action: 'city.create',
          cityId: city.id,
          target: { type: 'city', id: city.id, label: `${input.name}, ${input.state}` },
          details: { country_id: country.id, country: country.name, via: 'become-partner' },
        });
        return city.id;
      });
      // The city is stored: a lost message only delays it in the lists (their cache expires).
      await publishCatalogueChanged(redis, config.redisPrefix).catch((error: unknown) =>
        request.log.warn({ err: error }, 'catalogue invalidation after city creation'),
      );
      const city = await findCityWithCountry(db, cityId);
      return reply.status(201).send({ city: city! });
    },
  );
}
