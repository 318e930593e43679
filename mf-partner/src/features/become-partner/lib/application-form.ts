import {
  type CreateCityBody,
  createCityBodySchema,
  type PartnerApplicationBody,
  type PartnerFieldError,
  partnerApplicationBodySchema,
} from '@cerca/contracts/partner-wizard';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { PartnerFormData } from './partner-form-data';

// The wizard's two forms in the house pattern: react-hook-form with zodResolver over the schemas
// POST /api/partner/applications and POST /api/partner/cities validate with. Field errors carry
// the contract's codes (PARTNER_FIELD_ERRORS), which become-partner.json words.

/** What the application's inputs hold: exactly the endpoint's fields, as text. */
export type ApplicationValues = z.input<typeof partnerApplicationBodySchema>;

export const applicationResolver = zodResolver(partnerApplicationBodySchema) as unknown as Resolver<
  ApplicationValues,
  unknown,
  PartnerApplicationBody
>;

/** What the inline city form's inputs hold: the endpoint's fields (the country comes from step 2). */
export type NewCityValues = z.input<typeof createCityBodySchema>;

export const newCityResolver = zodResolver(createCityBodySchema) as unknown as Resolver<
  NewCityValues,
  unknown,
  CreateCityBody
>;

/** The form's starting values: what partnerFormData kept, or nothing. */
export function applicationDefaults(stored: PartnerFormData | null): ApplicationValues {
  return {
    country_id: stored?.countryId ?? '',
    city_id: stored?.cityId ?? '',
    whatsapp: stored?.whatsapp ?? '',
    email: stored?.email ?? '',
  };
}

/** The entries as partnerFormData keeps them (spec 02 §3 names its fields). */
export function toStoredForm(
  values: ApplicationValues,
  step: PartnerFormData['step'],
  newCity: PartnerFormData['newCity'],
): PartnerFormData {
  return {
    countryId: values.country_id,
    cityId: values.city_id,
    whatsapp: values.whatsapp,
    email: values.email,
    step,
    newCity,
  };
}

const APPLICATION_ORDER = ['country_id', 'city_id', 'whatsapp', 'email'] as const;

/** The code of the first refused field, in the order the page shows them; the toast says it. */
export function firstApplicationError(errors: FieldErrors<ApplicationValues>): PartnerFieldError | null {
  for (const field of APPLICATION_ORDER) {
    const code = errors[field]?.message;
    if (code) return code as PartnerFieldError;
  }
  return null;
}
