import { errorBodySchema } from '@cerca/contracts';
import { driverRegistrationResponseSchema } from '@cerca/contracts/deliveries';
import { vehicleTypeSchema } from '@cerca/contracts/driver-me';
import { isUniqueViolation } from '@cerca/db';
import { AppError, errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DriverContext } from '../../context';
import { isUuid } from '../../delivery-cursor';
import { toDriver } from '../../driver-record';
import messages from '../../messages.json';
import { readRegistrationForm } from '../../registration-form';
import {
  cityExists,
  findDriverWithZone,
  insertDriver,
  lockDriver,
  type RegistrationValues,
  setProfilePhone,
  updateDriverDetails,
} from '../../repositories/drivers';

const BUCKET = 'driver-ids';

/** The form's text fields checked in the order the page shows them (spec 02 §5). */
async function readFields(db: ServiceContext['db'], fields: Record<string, string>) {
  const zoneId = (fields.zone_id ?? '').trim().toLowerCase();
  if (!isUuid(zoneId) || !(await cityExists(db, zoneId))) {
    throw errors.badRequest('zone_required', messages.selectCity);
  }
  const phone = (fields.phone ?? '').trim();
  if (phone === '' || phone.length > 30 || phone.includes('\u0000')) {
    throw errors.badRequest('phone_required', messages.enterPhone);
  }
  const vehicle = vehicleTypeSchema.safeParse(fields.vehicle_type ?? 'moto');
  if (!vehicle.success) throw errors.badRequest('invalid_vehicle_type', messages.invalidVehicle);
  return { zone_id: zoneId, phone, vehicle_type: vehicle.data };
}

/**
 * POST /registration — the driver registration form (multipart: phone, vehicle_type, zone_id and
 * the file `identification`). Creates the driver (approved, not available) or updates the
 * caller's own; the zone is fixed once registered and a suspended driver cannot submit.
 */
export async function registerDriverRoute(
  app: FastifyInstance,
  { db, storage }: DriverContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/registration',
    {
      config: { refusals: { unauthorized: messages.signInToRegister } },
      schema: {
        tags: ['drivers'],
        summary: 'Register as a driver, or update the own driver details',
        description:
          'multipart/form-data: phone, vehicle_type (moto, bici, auto, pie; default moto), zone_id (a city ' +
          'id) and the image file `identification` (required for a new registration, at most 5MB). The ' +
          'document is stored privately as driver-ids/{userId}.{ext}, replacing the earlier one; the phone is ' +
          "also saved on the profile. 201 { created: true } for a new driver ('Registro completado " +
          "correctamente'), 200 { created: false } for an update ('Información actualizada correctamente'). " +
          'A different zone_id than the registered one is 409 zone_locked; a suspended driver 403.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: driverRegistrationResponseSchema,
          201: driverRegistrationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id.toLowerCase();
      const form = await readRegistrationForm(request);
      const fields = await readFields(db, form.fields);
      // The content decides the type and extension (never the name the browser sent).
      const upload = form.identification
        ? storage.inspectUpload(BUCKET, form.identification.buffer, form.identification.filename)
        : undefined;
      const key = upload ? `${userId}.${upload.extension}` : undefined;

      const { created, replacedKey } = await db
        .transaction()
        .execute(async (trx) => {
          const existing = await lockDriver(trx, userId);
          if (existing?.status === 'suspended') throw errors.forbidden(messages.suspended);
          if (existing && existing.zone_id !== fields.zone_id) {
            throw errors.conflict('zone_locked', messages.zoneLocked);
          }
          if (!existing && !key)
            throw errors.badRequest('identification_required', messages.uploadIdentification);
          const values: RegistrationValues = { ...fields, ...(key ? { identification_url: key } : {}) };
          if (existing) {
            const { zone_id: _fixed, ...details } = values;
            await updateDriverDetails(trx, userId, details);
          } else if (!(await insertDriver(trx, userId, values))) {
            // A second tab registered at the same moment: its row wins, this one retries as an update.
            throw errors.conflict('registration_conflict', messages.registrationConflict);
          }
          await setProfilePhone(trx, userId, fields.phone);
          // Stored before the commit, so a failed write leaves no row pointing at a missing file.
          if (upload && key && form.identification) {
            await storage.putObject(BUCKET, key, form.identification.buffer, upload.contentType);
          }
          const previous = existing?.identification_url ?? null;
          return { created: !existing, replacedKey: key && previous && previous !== key ? previous : null };
        })
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          if (isUniqueViolation(error)) {
            throw errors.conflict('registration_conflict', messages.registrationConflict);
          }
          throw error;
        });
      // A new extension is a new key: the old document goes (one document per driver).
      if (replacedKey) {
        await storage
          .removeObject(BUCKET, replacedKey)
          .catch((error: unknown) =>
            request.log.warn({ err: error, key: replacedKey }, 'old ID left behind'),
          );
      }
      const row = await findDriverWithZone(db, userId);
      if (!row) throw errors.notFound('driver_not_found', messages.driverNotFound);
      return reply.status(created ? 201 : 200).send({ driver: toDriver(row), created });
    },
  );
}
