import { PARTNER_FIELD_ERRORS, type PartnerFieldError } from '@cerca/contracts/partner-wizard';
import { errors } from '@cerca/service-kit';
import messages from '../messages.json';

const E = PARTNER_FIELD_ERRORS;

/** The Spanish message of each field code of the contract (spec 02 §5 where it words one). */
const FIELD_MESSAGES: Record<PartnerFieldError, string> = {
  [E.countryRequired]: messages.countryRequired,
  [E.cityNameRequired]: messages.cityNameRequired,
  [E.stateRequired]: messages.stateRequired,
  [E.cityNameTooLong]: messages.cityNameTooLong,
  [E.stateTooLong]: messages.stateTooLong,
  [E.cityRequired]: messages.cityRequired,
  [E.whatsappRequired]: messages.whatsappRequired,
  [E.invalidWhatsapp]: messages.invalidWhatsapp,
  [E.emailRequired]: messages.emailRequired,
  [E.invalidEmail]: messages.invalidEmail,
};

interface FieldSchema<T> {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * Parses a wizard body with the contract's schema (the page validates with the same one). The
 * first refused field, in the order of the schema's keys, answers 400 with its code and message,
 * so a body missing everything reads 'Por favor selecciona un país primero' like the form does.
 */
export function parseWizardBody<T>(schema: FieldSchema<T>, body: unknown, fallback: PartnerFieldError): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issued = parsed.error.issues[0]?.message;
  const code = issued && issued in FIELD_MESSAGES ? (issued as PartnerFieldError) : fallback;
  throw errors.badRequest(code, FIELD_MESSAGES[code]);
}
