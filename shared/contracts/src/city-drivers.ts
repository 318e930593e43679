import * as z from 'zod/mini';
import { identificationUrlResponseSchema } from './deliveries';
import { DRIVER_STATUSES, driverStatusSchema, vehicleTypeSchema } from './driver-me';

// City drivers (issue 13; spec 02 §2 Drivers management for a city, §4 Driver status, §5 Add
// driver). Imported by file (`@cerca/contracts/city-drivers`) by the partner service and mf-partner.

export const CITY_DRIVERS_PAGE_SIZE = 20;

/** Spec 02 §2: all, approved (Activos), suspended (Suspendidos). */
export const CITY_DRIVER_STATUS_FILTERS = ['all', ...DRIVER_STATUSES] as const;
export type CityDriverStatusFilter = (typeof CITY_DRIVER_STATUS_FILTERS)[number];

/** GET /api/partner/cities/:cityId/drivers?q=&status=&vehicle=&cursor= — newest first. */
export const cityDriversQuerySchema = z.object({
  /** Case-insensitive substring of the username, full name, e-mail or phone. */
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(z.enum(CITY_DRIVER_STATUS_FILTERS)),
  /** 'all' or one vehicle type. */
  vehicle: z.optional(z.union([z.literal('all'), vehicleTypeSchema])),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type CityDriversQuery = z.infer<typeof cityDriversQuerySchema>;

/** A driver of the city as its manager sees it; the ID document's key stays on the server. */
export const cityDriverSchema = z.object({
  id: z.string(),
  phone: z.string(),
  vehicle_type: vehicleTypeSchema,
  status: driverStatusSchema,
  is_available: z.boolean(),
  has_identification: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  profile: z.object({
    username: z.string(),
    full_name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    avatar_url: z.nullable(z.string()),
  }),
});
export type CityDriver = z.infer<typeof cityDriverSchema>;

export const cityDriversResponseSchema = z.object({
  drivers: z.array(cityDriverSchema),
  next_cursor: z.nullable(z.string()),
});
export type CityDriversResponse = z.infer<typeof cityDriversResponseSchema>;

/** Spec 02 §5 (images): the ID and the avatar are images of at most 5 MB. */
export const DRIVER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Issue 21: an invitation waits this long for the person's answer, then lapses. */
export const DRIVER_INVITATION_DAYS = 14;

// No NUL: Postgres refuses it in text, so it would fail the write rather than the check.
const required = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => !value.includes('\u0000')),
  );

/**
 * POST /api/partner/cities/:cityId/drivers (multipart): these text fields plus the image file
 * `identification` (required). Adding a driver by e-mail invites the person (DESIGN §10): nothing
 * about them changes until they accept, signed in with that address. The answer is the same
 * whether the address has an account, is a driver already or is unknown: 202 with the pending
 * invitation ('Invitación enviada'). Inviting the same address again refreshes the pending one.
 * The endpoint and the modal check them alike: all required, an e-mail address, the columns'
 * lengths; the vehicle is moto unless another is chosen (spec 02 §5).
 */
export const addCityDriverFieldsSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  full_name: required(100),
  phone: required(30),
  vehicle_type: z._default(vehicleTypeSchema, 'moto'),
});
export type AddCityDriverFields = z.infer<typeof addCityDriverFieldsSchema>;

/** A pending invitation as the city's manager sees it: only what the manager typed. */
export const cityDriverInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string(),
  vehicle_type: vehicleTypeSchema,
  has_identification: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type CityDriverInvitation = z.infer<typeof cityDriverInvitationSchema>;

export const addCityDriverResponseSchema = z.object({ invitation: cityDriverInvitationSchema });
export type AddCityDriverResponse = z.infer<typeof addCityDriverResponseSchema>;

/** GET /api/partner/cities/:cityId/driver-invitations — the pending ones, newest first. */
export const CITY_DRIVER_INVITATIONS_LIMIT = 50;
export const cityDriverInvitationsResponseSchema = z.object({
  invitations: z.array(cityDriverInvitationSchema),
});
export type CityDriverInvitationsResponse = z.infer<typeof cityDriverInvitationsResponseSchema>;

/** DELETE /api/partner/cities/:cityId/driver-invitations/:invitationId — the invitation is revoked. */
export const revokeCityDriverInvitationResponseSchema = z.object({ id: z.string() });

/** PATCH /api/partner/cities/:cityId/drivers/:driverId — any change also sets availability off. */
export const updateCityDriverBodySchema = z.object({ status: driverStatusSchema });
export const cityDriverResponseSchema = z.object({ driver: cityDriverSchema });

/** DELETE /api/partner/cities/:cityId/drivers/:driverId */
export const deleteCityDriverResponseSchema = z.object({ id: z.string() });

/** GET /api/partner/cities/:cityId/drivers/:driverId/identification — a short-lived signed URL. */
export const cityDriverIdentificationSchema = identificationUrlResponseSchema;
