import * as z from 'zod/mini';
import { identificationUrlResponseSchema } from './deliveries';
import { driverStatusSchema, vehicleTypeSchema } from './driver-me';

// City drivers (issue 13; spec 02 §2 Drivers management for a city, §4 Driver status, §5 Add
// driver). Imported by file (`@cerca/contracts/city-drivers`) by the partner service and mf-partner.

export const CITY_DRIVERS_PAGE_SIZE = 20;

/** Spec 02 §2: all, approved (Activos), suspended (Suspendidos). */
export const CITY_DRIVER_STATUS_FILTERS = ['all', 'approved', 'suspended'] as const;
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

/**
 * POST /api/partner/cities/:cityId/drivers (multipart): these text fields plus the image files
 * `identification` (required) and `avatar` (optional). The e-mail's account (made, with an
 * invitation mail, when there is none) gets its full name, phone and avatar updated and becomes
 * (or stays) a driver of this city. 201 created, 200 when the person already drove here.
 */
export const addCityDriverFieldsSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(254)),
  full_name: z.string().check(z.trim(), z.maxLength(100)),
  phone: z.string().check(z.trim(), z.maxLength(30)),
  vehicle_type: vehicleTypeSchema,
});
export type AddCityDriverFields = z.infer<typeof addCityDriverFieldsSchema>;

export const addCityDriverResponseSchema = z.object({
  driver: cityDriverSchema,
  created: z.boolean(),
  /** The e-mail had no account: one was made (no password, e-mail unconfirmed). */
  account_created: z.boolean(),
  /** The invitation mail (a link to set a password) is queued; false when queueing failed. */
  invitation_sent: z.boolean(),
});
export type AddCityDriverResponse = z.infer<typeof addCityDriverResponseSchema>;

/** PATCH /api/partner/cities/:cityId/drivers/:driverId — any change also sets availability off. */
export const updateCityDriverBodySchema = z.object({ status: driverStatusSchema });
export const cityDriverResponseSchema = z.object({ driver: cityDriverSchema });

/** DELETE /api/partner/cities/:cityId/drivers/:driverId */
export const deleteCityDriverResponseSchema = z.object({ id: z.string() });

/** GET /api/partner/cities/:cityId/drivers/:driverId/identification — a short-lived signed URL. */
export const cityDriverIdentificationSchema = identificationUrlResponseSchema;
