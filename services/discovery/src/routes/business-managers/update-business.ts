import { errorBodySchema } from '@cerca/contracts';
import {
  businessResponseSchema,
  type UpdatedBusinessFields,
  updateBusinessFieldsSchema,
  websitePlatformFor,
} from '@cerca/contracts/business';
import { localClock, resolveTimeZone } from '@cerca/contracts/opening-hours';
import { upcomingSpecialHours } from '@cerca/contracts/special-hours';
import type { BusinessUpdate } from '@cerca/db';
import { errors, fieldIssues, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { dropBusinessPage } from '../../business-page-cache';
import messages from '../../messages.json';
import { findEditableBusiness, updateBusinessColumns } from '../../repositories/business-edits';
import { findCityTimeZone } from '../../repositories/business-page';
import { findBusinessWithPhotos } from '../../repositories/businesses';
import { cityExists, isCatalogueCategoryPair } from '../../repositories/catalogue';
import { businessIdParamsSchema, refuseNul } from '../../request-guards';
import { dropCityShared } from '../../shared-cache';

/** The body, with the business form's own messages (a bad website has its own). */
function parseChanges(body: unknown): UpdatedBusinessFields {
  const parsed = updateBusinessFieldsSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = fieldIssues(parsed.error.issues);
  if (parsed.error.issues.some((issue) => issue.path[0] === 'website')) {
    throw errors.badRequest('invalid_website', messages.invalidWebsite, details);
  }
  throw errors.badRequest('validation_error', messages.invalidBusinessFields, details);
}

/** PATCH /businesses/:id — the edit page: any field of the business form and the weekly schedule. */
export async function updateBusinessRoute(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { db, redis } = context;
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/businesses/:id',
    {
      config: { refusals: { forbidden: messages.notBusinessEditor } },
      schema: {
        tags: ['businesses'],
        summary: 'Edit a business: fields of the business form and the weekly schedule',
        description:
          'JSON body, every field optional: name, description, address, city, state, zip_code, category, ' +
          'subcategory (a new category needs a subcategory of it), city_id, price_range (1–4), phone, ' +
          'website (http/https URL), website_platform, business_type; blank or null phone, website and ' +
          "website_platform clear them; schedule with all of monday_start … sunday_end as 'HH:MM' (both '' on a closed day) and an " +
          'optional second shift <day>_start_2/<day>_end_2; special_hours, the whole list of special dates ' +
          "({date, start, end}, start and end '' when closed; past dates dropped). For the " +
          'owner, the city partner and admins.',
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: {
          200: businessResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changes = parseChanges(request.body);
      refuseNul(...Object.values(changes).filter((value) => typeof value === 'string'));
      const current = await findEditableBusiness(db, id);
      if (!current) throw errors.forbidden(messages.notBusinessEditor);

      const categoryChanged = changes.category !== undefined && changes.category !== current.category;
      if (categoryChanged && changes.subcategory === undefined) {
        throw errors.badRequest('invalid_category', messages.invalidCategory);
      }
      if (changes.category !== undefined || changes.subcategory !== undefined) {
        const pairOk = await isCatalogueCategoryPair(
          db,
          changes.category ?? current.category,
          changes.subcategory ?? current.subcategory,
        );
        if (!pairOk) throw errors.badRequest('invalid_category', messages.invalidCategory);
      }
      if (changes.city_id !== undefined && !(await cityExists(db, changes.city_id))) {
        throw errors.badRequest('invalid_city', messages.invalidCity);
      }

      const { schedule, special_hours: specialHours, ...fields } = changes;
      const columns: BusinessUpdate = { ...fields };
      if (changes.website !== undefined || changes.website_platform !== undefined) {
        // The platform of the edited business, not of the request: none without a website.
        columns.website_platform = websitePlatformFor(
          changes.website !== undefined ? changes.website : current.website,
          changes.website_platform !== undefined ? changes.website_platform : current.website_platform,
        );
      }
      if (schedule) columns.schedule = JSON.stringify(schedule);
      if (specialHours) {
        // Dates already past in the business's city are of no use to anyone: not kept.
        const zone = resolveTimeZone(await findCityTimeZone(db, changes.city_id ?? current.city_id));
        const today = localClock(new Date(), zone).date;
        columns.special_hours = JSON.stringify(upcomingSpecialHours(specialHours, today));
      }
      await updateBusinessColumns(db, id, columns);
      await dropBusinessPage(redis, request.log, id);
      // Its cards in searches (name, category, photo) change at once, in the city it left too.
      for (const cityId of new Set([current.city_id, changes.city_id ?? current.city_id])) {
        if (cityId) await dropCityShared(redis, context.config.redisPrefix, cityId, request.log);
      }
      const business = await findBusinessWithPhotos(db, id);
      if (!business) throw errors.forbidden(messages.notBusinessEditor);
      return { business };
    },
  );
}
