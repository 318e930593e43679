import * as z from 'zod/mini';

import { VEHICLE_TYPES } from './vehicle-types';

export { VEHICLE_TYPES, type VehicleType } from './vehicle-types';
export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export const DRIVER_STATUSES = ['approved', 'suspended'] as const;
export const driverStatusSchema = z.enum(DRIVER_STATUSES);

/** The signed-in driver as the dashboard shows it: record, work zone and profile. */
export const driverSchema = z.object({
  id: z.uuid(),
  zone_id: z.uuid(),
  phone: z.string(),
  vehicle_type: vehicleTypeSchema,
  status: driverStatusSchema,
  is_available: z.boolean(),
  /** Whether an identity document is on file; the file itself stays in the private bucket. */
  has_identification: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  zone: z.object({ id: z.uuid(), name: z.string(), state: z.string() }),
  profile: z.object({
    id: z.uuid(),
    username: z.string(),
    full_name: z.nullable(z.string()),
    avatar_url: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
});

/** GET /api/driver/me — 404 code 'driver_not_found' when the person has no driver record. */
export const driverMeResponseSchema = z.object({ driver: driverSchema });

export type Driver = z.infer<typeof driverSchema>;
export type DriverMeResponse = z.infer<typeof driverMeResponseSchema>;
export type DriverStatus = z.infer<typeof driverStatusSchema>;
