import type { Driver, VehicleType } from '@cerca/contracts';
import { driverRegistrationFieldsSchema, IDENTIFICATION_MAX_BYTES } from '@cerca/contracts/deliveries';
import { type ImageFileProblem, imageFileProblem } from '@cerca/contracts/media';
import { ApiError, refusalMessage } from '@cerca/session';
import * as z from 'zod/mini';

// The registration form: react-hook-form + zodResolver over the contract's fields, with the
// spec 02 §5 messages (as text keys under registration.messages) for what the contract cannot say.

export type RegistrationMessage =
  | 'phoneRequired'
  | 'phoneTooLong'
  | 'cityRequired'
  | 'identificationRequired'
  | 'invalidImage'
  | 'imageTooLarge';

export interface RegistrationFormValues {
  phone: string;
  vehicle_type: VehicleType;
  /** Only narrows the city list; the server gets zone_id. */
  country_id: string;
  zone_id: string;
  identification: File | null;
}

const IMAGE_MESSAGES = {
  notImage: 'invalidImage',
  tooLarge: 'imageTooLarge',
} as const satisfies Record<ImageFileProblem, RegistrationMessage>;

/** Spec 02 §5 (images): the one image check, an image of at most 5 MB, as this page's message. */
export function identificationProblem(file: Pick<File, 'type' | 'size'>): RegistrationMessage | null {
  const problem = imageFileProblem(file, IDENTIFICATION_MAX_BYTES);
  return problem && IMAGE_MESSAGES[problem];
}

/**
 * The form's schema. A new registration needs an identity document; an update keeps the one on
 * file unless another is picked.
 */
export function registrationFormSchema({ registered }: { registered: boolean }) {
  return z
    .extend(driverRegistrationFieldsSchema, {
      phone: z.string(),
      country_id: z.string(),
      identification: z.nullable(z.custom<File>((value) => value instanceof Blob)),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: keyof RegistrationFormValues, message: RegistrationMessage) =>
          ctx.issues.push({ code: 'custom', path: [path], message, input: values[path] });
        const phone = values.phone.trim();
        if (phone === '') issue('phone', 'phoneRequired');
        else if (!driverRegistrationFieldsSchema.shape.phone.safeParse(phone).success)
          issue('phone', 'phoneTooLong');
        if (values.zone_id === '') issue('zone_id', 'cityRequired');
        if (values.identification) {
          const problem = identificationProblem(values.identification);
          if (problem) issue('identification', problem);
        } else if (!registered) issue('identification', 'identificationRequired');
      }),
    );
}

const MESSAGES: readonly string[] = [
  'phoneRequired',
  'phoneTooLong',
  'cityRequired',
  'identificationRequired',
  'invalidImage',
  'imageTooLarge',
] satisfies RegistrationMessage[];

/**
 * The text key (registration.messages.<key>) of a field's error, or null; `fallback` names a
 * contract refusal the form's own checks do not word.
 */
export function fieldMessage(
  error: { message?: string | undefined } | undefined,
  fallback: RegistrationMessage,
): RegistrationMessage | null {
  if (!error) return null;
  return error.message && MESSAGES.includes(error.message)
    ? (error.message as RegistrationMessage)
    : fallback;
}

/** What the form starts with: the driver's record when registered, else the visitor's chosen city. */
export function registrationDefaults(
  driver: Driver | null,
  place: { countryId: string | null; cityId: string | null },
): RegistrationFormValues {
  if (driver) {
    return {
      phone: driver.phone,
      vehicle_type: driver.vehicle_type,
      country_id: '',
      zone_id: driver.zone_id,
      identification: null,
    };
  }
  return {
    phone: '',
    vehicle_type: 'moto',
    country_id: place.countryId ?? '',
    zone_id: place.countryId ? (place.cityId ?? '') : '',
    identification: null,
  };
}

/** The multipart body of POST /api/driver/registration (field names from the contract). */
export function toRegistrationFormData(values: RegistrationFormValues): FormData {
  const form = new FormData();
  form.set('phone', values.phone.trim());
  form.set('vehicle_type', values.vehicle_type);
  form.set('zone_id', values.zone_id);
  if (values.identification) form.set('identification', values.identification);
  return form;
}

export type RegistrationFailure =
  | { key: 'signInRequired' }
  | { key: 'error' }
  | { key: 'server'; message: string };

/**
 * Spec 02 §8: 'Error al procesar el registro. Por favor intenta de nuevo.' or the server's own
 * Spanish refusal (a 4xx with a message); an ended session asks to sign in (§5).
 */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (error instanceof ApiError && error.status === 401) return { key: 'signInRequired' };
  const message = refusalMessage(error);
  return message === null ? { key: 'error' } : { key: 'server', message };
}
