// Without zod, so that forms importing the list (and nothing else of driver-me.ts) bundle no zod.

/** How a driver delivers, in the order the forms list them. */
export const VEHICLE_TYPES = ['moto', 'bici', 'auto', 'pie'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
