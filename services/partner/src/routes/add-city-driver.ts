import { errorBodySchema } from '@cerca/contracts';
import { addCityDriverResponseSchema } from '@cerca/contracts/city-drivers';
import { createUserWithProfile, DuplicateEmailError, isUniqueViolation } from '@cerca/db';
import type { AuthMailProducer } from '@cerca/queues';
import { AppError, errors, requireUser, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { inspectFiles, readFields } from '../city-drivers/add-driver-input';
import { readDriverForm } from '../city-drivers/driver-form';
import { inviteNewDriver } from '../city-drivers/driver-invite';
import { cityParamsSchema, requireManagedCity } from '../city-drivers/guards';
import { type DriverWrite, type DriverWritten, writeDriver } from '../city-drivers/write-driver';
import messages from '../messages.json';
import {
  actorLabel,
  findCityDriver,
  lockDriver,
  lockPersonByEmail,
  toCityDriver,
} from '../repositories/city-drivers';

/**
 * POST /cities/:cityId/drivers (multipart) — a manager adds a driver by e-mail (spec 02 §5): the
 * account's full name, phone and avatar are updated and it becomes a driver of this city (or, if it
 * already is one, its details and ID are replaced). An unknown e-mail gets an account made for it
 * in the same transaction, and auth then mails the person a link to set their password. A driver
 * of another city is refused (the zone never changes).
 */
export async function addCityDriverRoute(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
  mail: AuthMailProducer,
): Promise<void> {
  const { db, config } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/cities/:cityId/drivers',
    {
      onRequest: requireUser,
      schema: {
        tags: ['city drivers'],
        summary: 'Add a driver to the city by e-mail (or update one already here)',
        description:
          'multipart/form-data: email, full_name, phone, vehicle_type (default moto), the image file ' +
          '`identification` (required) and `avatar` (optional), each at most 5MB. The ID is stored ' +
          'privately as driver-ids/{userId}.{ext}, the avatar as avatars/{userId}.{ext}. 201 when the ' +
          "person becomes a driver, 200 when an existing driver of this city is updated ('Repartidor " +
          "registrado exitosamente' either way). An unknown e-mail gets a new account (user, e-mail " +
          'unconfirmed, no password; account_created) and an invitation mail to set a password ' +
          '(invitation_sent once queued). 409 driver_other_city for a driver of another city. Audit: driver.add.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: cityParamsSchema,
        response: {
          200: addCityDriverResponseSchema,
          201: addCityDriverResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const cityId = await requireManagedCity(context, request, request.params.cityId);
      const form = await readDriverForm(request);
      const fields = readFields(form.fields);
      const files = inspectFiles(storage, form);
      const write: DriverWrite = {
        storage,
        cityId,
        fields,
        files,
        actor: { id: user.id, label: await actorLabel(db, user.id, user.email) },
      };

      const outcome = await ((await addToAccount(context, write)) ??
        (await addWithNewAccount(context, write)));
      // A new extension is a new key: the old document goes (one document per driver).
      if (outcome.replacedKey) {
        const key = outcome.replacedKey;
        await storage
          .removeObject('driver-ids', key)
          .catch((error: unknown) => request.log.warn({ err: error, key }, 'old ID left behind'));
      }
      const invitationSent =
        outcome.accountCreated &&
        (await inviteNewDriver(mail, config.publicUrl, fields.email.toLowerCase(), request.log));
      const driver = await findCityDriver(db, cityId, outcome.id);
      if (!driver) throw errors.notFound('driver_not_found', messages.driverNotFound);
      return reply.status(outcome.created ? 201 : 200).send({
        driver: toCityDriver(driver),
        created: outcome.created,
        account_created: outcome.accountCreated,
        invitation_sent: invitationSent,
      });
    },
  );
}

/** The e-mail's account becomes (or stays) a driver here; undefined when there is no account. */
function addToAccount({ db }: ServiceContext, write: DriverWrite): Promise<DriverWritten | undefined> {
  return db
    .transaction()
    .execute(async (trx) => {
      const person = await lockPersonByEmail(trx, write.fields.email);
      if (!person) return undefined;
      const existing = await lockDriver(trx, person.id);
      if (existing && existing.zone_id !== write.cityId) {
        throw errors.conflict('driver_other_city', messages.driverOtherCity);
      }
      return writeDriver(trx, write, person, existing, false);
    })
    .catch(conflictOnRace);
}

/**
 * Spec 02 §5 registers the person whatever their e-mail: an account with no password and the
 * e-mail unconfirmed (the manager typed it; the invitation link proves it), made in the same
 * transaction as the driver row and the audit entry, so a failed step leaves no account behind.
 */
async function addWithNewAccount({ db }: ServiceContext, write: DriverWrite): Promise<DriverWritten> {
  let written: DriverWritten | undefined;
  await createUserWithProfile(
    db,
    {
      email: write.fields.email.toLowerCase(),
      passwordHash: null,
      userType: 'user',
      userMetadata: {},
      confirmed: false,
    },
    async (trx, created) => {
      written = await writeDriver(
        trx,
        write,
        { id: created.user.id, username: created.profile.username },
        undefined,
        true,
      );
    },
  ).catch(conflictOnRace);
  if (!written) throw new Error('the new driver was not written');
  return written;
}

/** Two managers added the same person at the same moment: one wins, the other retries. */
function conflictOnRace(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (error instanceof DuplicateEmailError || isUniqueViolation(error)) {
    throw errors.conflict('driver_add_conflict', messages.addDriverError);
  }
  throw error;
}
