import { businessPathParamsSchema } from '@cerca/contracts/business-page';
import type { Db } from '@cerca/db';
import { errors } from '@cerca/service-kit';
import { z } from 'zod';
import messages from './messages.json';
import { findBusinessOwnership } from './repositories/business-page';

// Who may call is each route folder's guard (routes/*/index.ts); these are checks of the input.

/** Postgres text cannot hold NUL: refuse it before any query sees it (400, never a 500). */
export function refuseNul(...values: readonly (string | undefined)[]): void {
  if (values.some((value) => value?.includes('\u0000'))) {
    throw errors.badRequest('invalid_characters', messages.invalidCharacters);
  }
}

// Business ids arrive as any text so a malformed one reads as not found.
export const businessIdParamsSchema = businessPathParamsSchema;
const uuidSchema = z.string().uuid();

/** The business's id and owner, or 404 'business_not_found' for a missing or malformed id. */
export async function requireBusiness(db: Db, id: string) {
  const business = uuidSchema.safeParse(id).success ? await findBusinessOwnership(db, id) : undefined;
  if (!business) throw errors.notFound('business_not_found', messages.businessNotFound);
  return business;
}

export function isUuid(id: string): boolean {
  return uuidSchema.safeParse(id).success;
}
