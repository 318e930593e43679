import { type AddPartnerBody, addPartnerBodySchema } from '@cerca/contracts/admin-partners';
import { ApiError } from '@cerca/session';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

// The add-partner modal's rules (spec 02 §5 "Add partner"): react-hook-form over the contract's
// schema that the endpoint validates with; the page adds nothing of its own.

/** What the inputs hold: exactly the endpoint's fields, as text. */
export type AddPartnerValues = z.input<typeof addPartnerBodySchema>;

export const ADD_PARTNER_DEFAULTS: AddPartnerValues = { email: '', city_id: '' };

/** Trims both fields; a blank one fails (the modal then says 'Por favor completa todos los campos'). */
export const addPartnerResolver = zodResolver(addPartnerBodySchema) as unknown as Resolver<
  AddPartnerValues,
  unknown,
  AddPartnerBody
>;

/**
 * What the modal says when the server refuses: its own Spanish message for a refusal that names
 * the problem (no such user, already a partner, city taken), the spec's generic text otherwise.
 */
export function addPartnerErrorText(error: unknown, generic: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.message;
  return generic;
}
