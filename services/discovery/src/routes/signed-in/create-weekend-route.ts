import {
  createWeekendRouteFieldsSchema,
  createWeekendRouteResponseSchema,
  ROUTE_FIELD_ERRORS,
  ROUTE_WINDOW_MS,
  type RouteFieldError,
  routeBusinessIdsField,
} from '@cerca/contracts/city-life/events';
import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import { requireImage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { recordRouteWindow } from '../../publication-events';
import { discardOnFailure, readPublishForm } from '../../publish-uploads';
import { followUp, type PublishingDeps, publishRateLimit, uploadRefusals } from '../../publishing';
import { findCityTimeZone } from '../../repositories/business-page';
import { resolveEventDate } from '../../repositories/weekend-plans';
import { insertRoute, lockCityBusinesses } from '../../repositories/weekend-routes';
import { dropShared } from '../../shared-cache';
import { personKeyRoot } from '../../typed-business';
import { weekendRoutesCacheKey } from '../anyone/list-weekend-routes';

const E = ROUTE_FIELD_ERRORS;

/** The Spanish message of each field code of the contract. */
const FIELD_MESSAGES: Record<RouteFieldError, string> = {
  [E.cityRequired]: messages.invalidCity,
  [E.businessRequired]: messages.routeBusinessRequired,
  [E.tooFewPlaces]: messages.routeTooFewPlaces,
  [E.tooManyPlaces]: messages.routeTooManyPlaces,
  [E.duplicatePlace]: messages.routeDuplicatePlace,
  [E.unknownPlace]: messages.routeUnknownPlace,
  [E.titleRequired]: messages.routeTitleRequired,
  [E.titleTooLong]: messages.routeTitleTooLong,
  [E.descriptionTooLong]: messages.routeDescriptionTooLong,
  [E.invalidDate]: messages.invalidRouteDate,
  [E.invalidColor]: messages.invalidRouteColor,
};

const refused = (code: RouteFieldError) => errors.badRequest(code, FIELD_MESSAGES[code]);

/** The first refused field, in the order of the contract's keys; 400 with its code and message. */
function parseRouteFields(fields: Record<string, string>) {
  const parsed = createWeekendRouteFieldsSchema.safeParse({
    ...fields,
    [routeBusinessIdsField.name]: routeBusinessIdsField.split(fields[routeBusinessIdsField.name]),
  });
  if (parsed.success) return parsed.data;
  const code = parsed.error.issues[0]?.message as RouteFieldError | undefined;
  throw code && code in FIELD_MESSAGES ? refused(code) : refused(E.businessRequired);
}

/** A real calendar day (no 30 February). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * POST /weekend-routes — the route wizard's Publicar (spec 02 §4, §5, §7, §9), for anyone signed
 * in. Multipart: city_id, business_ids (3–5 distinct businesses of that city, comma-separated in
 * the route's order), title, optional description, event_date (YYYY-MM-DD, not before today in
 * the city's zone), color (one of the ten) and an optional image in `image` (10 MB). The route is
 * active until event_date + 72 h; its close job is scheduled for then.
 */
export async function createWeekendRouteRoute(
  app: FastifyInstance,
  context: ServiceContext,
  { storage }: PublishingDeps,
): Promise<void> {
  const { db, redis } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/weekend-routes',
    {
      config: { refusals: { unauthorized: messages.signInToCreateRoute }, rateLimit: publishRateLimit },
      schema: {
        tags: ['events'],
        summary: 'Create a weekend route of 3 to 5 places (multipart/form-data)',
        description:
          'Fields: city_id, business_ids (comma-separated, in order), title, optional description, ' +
          "event_date (YYYY-MM-DD, not before today in the city's time zone), color (red, blue, green, " +
          'purple, pink, orange, yellow, indigo, emerald, violet); an optional image in `image` (10 MB). ' +
          'expires_at is event_date + 72 hours. A refusal stores nothing.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 201: createWeekendRouteResponseSchema, ...uploadRefusals },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const form = await readPublishForm(request, storage, {
        bucket: 'business-posts',
        businessId: personKeyRoot(userId),
        folder: 'routes',
        fileField: 'image',
        maxFiles: 1,
        tooManyFiles: errors.badRequest('too_many_files', messages.tooManyRouteImages),
        // Refused at its first bytes: a video never streams to its end.
        accept: requireImage,
      });
      const route = await discardOnFailure(form, async () => {
        const fields = parseRouteFields(form.fields);
        const timeZone = await findCityTimeZone(db, fields.city_id);
        if (timeZone === undefined) throw refused(E.cityRequired);
        if (!isCalendarDay(fields.event_date)) throw refused(E.invalidDate);
        const date = await resolveEventDate(db, { day: fields.event_date }, resolveTimeZone(timeZone));
        if (date.beforeToday) throw errors.badRequest('past_route_date', messages.pastRouteDate);
        const businessIds = fields.business_ids.map((id) => id.toLowerCase());
        return db.transaction().execute(async (trx) => {
          const inCity = await lockCityBusinesses(trx, fields.city_id, businessIds);
          if (businessIds.some((id) => !inCity.has(id))) throw refused(E.unknownPlace);
          const route = await insertRoute(trx, {
            cityId: fields.city_id,
            createdBy: userId,
            title: fields.title,
            description: fields.description || null,
            imageUrl: form.files[0]?.url ?? null,
            eventDate: date.at,
            expiresAt: new Date(date.at.getTime() + ROUTE_WINDOW_MS),
            color: fields.color,
            businessIds,
          });
          // Its window's end commits with it (issue 22).
          await recordRouteWindow(trx, route);
          return route;
        });
      });
      await followUp(request.log, 'weekend routes cache', () =>
        dropShared(redis, weekendRoutesCacheKey(route.city_id, undefined)),
      );
      return reply.status(201).send({ route });
    },
  );
}
