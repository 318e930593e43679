import * as z from 'zod/mini';
import { citySchema } from './catalogue';

/**
 * The become-partner wizard (spec 02 §2 Become partner, §4 Partner wizard, §5): a signed-in
 * person creates a missing city (POST /api/partner/cities) and applies to run one
 * (POST /api/partner/applications). Countries and cities come from discovery's catalogue
 * (GET /api/discovery/countries, /cities?countryId=). Field errors carry a code of
 * PARTNER_FIELD_ERRORS, which the service turns into its Spanish message and the page into its own.
 */

export const PARTNER_FIELD_ERRORS = {
  /** 'Por favor selecciona un país primero' */
  countryRequired: 'country_required',
  /** 'Por favor ingresa el nombre de la ciudad' */
  cityNameRequired: 'city_name_required',
  /** 'Por favor ingresa el estado/provincia' */
  stateRequired: 'state_required',
  cityNameTooLong: 'city_name_too_long',
  stateTooLong: 'state_too_long',
  /** 'Por favor selecciona o crea una ciudad' */
  cityRequired: 'city_required',
  /** 'Por favor ingresa tu número de WhatsApp' */
  whatsappRequired: 'whatsapp_required',
  invalidWhatsapp: 'invalid_whatsapp',
  /** 'Por favor ingresa tu correo electrónico' */
  emailRequired: 'email_required',
  invalidEmail: 'invalid_email',
} as const;
export type PartnerFieldError = (typeof PARTNER_FIELD_ERRORS)[keyof typeof PARTNER_FIELD_ERRORS];

const E = PARTNER_FIELD_ERRORS;

export const CITY_NAME_MAX_LENGTH = 100;
export const CITY_STATE_MAX_LENGTH = 100;
/** A person may create this many cities a day (admins are not limited): the catalogue is shared. */
export const CITY_CREATIONS_PER_DAY = 3;
const EMAIL_MAX_LENGTH = 254;

/** "  san   cristóbal " reads as "san cristóbal": inner runs of spaces would defeat the duplicate check. */
const collapseSpaces = z.overwrite((value: string) => value.replace(/\s+/g, ' '));

/** Digits with the usual phone punctuation, 8 to 15 digits (E.164 allows 15). */
const WHATSAPP = /^\+?[\d\s().-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;
/** A practical address check (the mailbox is not verified here): something@domain.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /api/partner/cities — a city missing from the country's list, trimmed. */
export const createCityBodySchema = z.object({
  country_id: z.uuid({ error: E.countryRequired }),
  name: z
    .string({ error: E.cityNameRequired })
    .check(
      z.trim(),
      collapseSpaces,
      z.minLength(1, { error: E.cityNameRequired }),
      z.maxLength(CITY_NAME_MAX_LENGTH, { error: E.cityNameTooLong }),
    ),
  state: z
    .string({ error: E.stateRequired })
    .check(
      z.trim(),
      collapseSpaces,
      z.minLength(1, { error: E.stateRequired }),
      z.maxLength(CITY_STATE_MAX_LENGTH, { error: E.stateTooLong }),
    ),
});
export type CreateCityBody = z.infer<typeof createCityBodySchema>;

/**
 * 201 with the new city, shaped like discovery's list (no coordinates yet). 409 when the
 * country already has a city of that name, ignoring case and accents ('Esta ciudad ya existe.
 * Por favor selecciónala de la lista'), 404 for an unknown country, 429 past
 * CITY_CREATIONS_PER_DAY.
 */
export const createCityResponseSchema = z.object({ city: citySchema });
export type CreateCityResponse = z.infer<typeof createCityResponseSchema>;

/** POST /api/partner/applications — the wizard's last step. */
export const partnerApplicationBodySchema = z.object({
  country_id: z.uuid({ error: E.countryRequired }),
  city_id: z.uuid({ error: E.cityRequired }),
  whatsapp: z.string({ error: E.whatsappRequired }).check(
    z.trim(),
    z.minLength(1, { error: E.whatsappRequired }),
    z.maxLength(30, { error: E.invalidWhatsapp }),
    z.regex(WHATSAPP, { error: E.invalidWhatsapp }),
    z.refine((value) => digitCount(value) >= 8 && digitCount(value) <= 15, { error: E.invalidWhatsapp }),
  ),
  email: z
    .string({ error: E.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: E.emailRequired }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: E.invalidEmail }),
      z.regex(EMAIL, { error: E.invalidEmail }),
    ),
});
export type PartnerApplicationBody = z.infer<typeof partnerApplicationBodySchema>;

/**
 * approved: the applicant is now the city's partner (role city_partner, managed city, phone =
 * WhatsApp) and goes to /dashboard/city/{city_id}. Granted at once only for a city the applicant
 * created in the wizard that is still empty, or when they already run it (DESIGN §10).
 * pending: every other city; stored for an admin to approve in /admin → Solicitudes, no role
 * granted until then (a partner reads owners' and drivers' contacts and deletes businesses).
 * waitlisted: stored for an admin too, no role granted — the city already has a partner
 * ('city_taken') or the applicant already runs another city ('already_partner').
 */
export const PARTNER_APPLICATION_OUTCOMES = ['approved', 'pending', 'waitlisted'] as const;
export type PartnerApplicationOutcome = (typeof PARTNER_APPLICATION_OUTCOMES)[number];
export const WAITLIST_REASONS = ['city_taken', 'already_partner'] as const;
export type WaitlistReason = (typeof WAITLIST_REASONS)[number];

export const partnerApplicationResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(PARTNER_APPLICATION_OUTCOMES),
  city_id: z.uuid(),
  /** Why it was waitlisted; null when approved or pending. */
  reason: z.nullable(z.enum(WAITLIST_REASONS)),
});
export type PartnerApplicationResponse = z.infer<typeof partnerApplicationResponseSchema>;

/** Every state of an application, as the applicant sees it. pending and waitlisted wait for an admin. */
export const MY_APPLICATION_STATUSES = ['pending', 'waitlisted', 'approved', 'rejected'] as const;
export type MyApplicationStatus = (typeof MY_APPLICATION_STATUSES)[number];
/** The states an admin still has to decide: the applicant reads them as "en revisión". */
export const OPEN_APPLICATION_STATUSES = [
  'pending',
  'waitlisted',
] as const satisfies readonly MyApplicationStatus[];
/** The newest applications GET …/applications/mine lists (one per city). */
export const MY_APPLICATIONS_LIMIT = 10;

export const myApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(MY_APPLICATION_STATUSES),
  /** Null once the city is gone from the catalogue. */
  city: z.nullable(z.object({ id: z.uuid(), name: z.string(), state: z.string() })),
  created_at: z.string(),
  /** When an admin approved or rejected it; null while it waits, or when it was granted at once. */
  reviewed_at: z.nullable(z.string()),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** GET /api/partner/applications/mine — the caller's newest application per city, newest first. */
export const myApplicationsResponseSchema = z.object({ applications: z.array(myApplicationSchema) });
export type MyApplicationsResponse = z.infer<typeof myApplicationsResponseSchema>;
