import { resolveTimeZone } from '@cerca/contracts/opening-hours';
import { createEventFieldsSchema, createEventResponseSchema } from '@cerca/contracts/publishing';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import { requireImage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { discardOnFailure, readPublishForm } from '../../publish-uploads';
import { businessPublisherOptions, businessUploadRefusals, type PublishingDeps } from '../../publishing';
import { findCityTimeZone } from '../../repositories/business-page';
import { findPublishingBusiness } from '../../repositories/businesses';
import { insertEvent, resolveEventDate } from '../../repositories/weekend-plans';
import { businessIdParamsSchema } from '../../request-guards';

const imageRequired = () => errors.badRequest('image_required', messages.eventImageRequired);
const invalidDate = () => errors.badRequest('invalid_event_date', messages.invalidEventDate);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar day (YYYY-MM-DD, a real date) or an ISO instant with its offset; 400 otherwise. */
function parseEventDate(value: string): { day: string } | { instant: Date } {
  if (DAY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) throw invalidDate();
    return { day: value };
  }
  const instant = INSTANT.test(value) ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) throw invalidDate();
  return { instant };
}

/**
 * POST /businesses/:id/events — multipart: `description`, `event_date` (not before today in the
 * city's zone), optional `title` (default 'Evento') and a required image `file` (10 MB).
 */
export async function createEventRoute(
  app: FastifyInstance,
  context: ServiceContext,
  { storage }: PublishingDeps,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/events',
    {
      ...businessPublisherOptions,
      schema: {
        tags: ['publishing'],
        summary: 'Publish an event with its image (multipart/form-data)',
        description:
          'Fields: description, event_date (YYYY-MM-DD or an ISO instant, not before today in the ' +
          "city's time zone), optional title (default 'Evento'); one image in `file` (10 MB). For the " +
          'owner, the city partner and admins.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: { 201: createEventResponseSchema, ...businessUploadRefusals },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      const form = await readPublishForm(request, storage, {
        bucket: 'business-posts',
        businessId,
        fileField: 'file',
        maxFiles: 1,
        tooManyFiles: errors.badRequest('too_many_files', messages.tooManyEventFiles),
        // Refused at its first bytes: a video never streams to its end.
        accept: requireImage,
      });
      return discardOnFailure(form, async () => {
        const parsed = createEventFieldsSchema.safeParse(form.fields);
        if (!parsed.success) throw errors.badRequest('missing_fields', messages.eventFieldsRequired);
        const fields = parsed.data;
        const image = form.files[0];
        if (!image) throw imageRequired();
        const business = await findPublishingBusiness(db, businessId);
        if (!business) throw errors.forbidden(messages.notPublisher);
        const timeZone = resolveTimeZone(await findCityTimeZone(db, business.city_id));
        const date = await resolveEventDate(db, parseEventDate(fields.event_date), timeZone);
        if (date.beforeToday) throw errors.badRequest('past_event_date', messages.pastEventDate);
        const event = await insertEvent(db, {
          businessId,
          title: fields.title || messages.defaultEventTitle,
          description: fields.description,
          imageUrl: image.url,
          eventDate: date.at,
        });
        return reply.status(201).send({ event });
      });
    },
  );
}
