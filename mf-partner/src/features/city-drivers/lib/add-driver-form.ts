import { addCityDriverFieldsSchema } from '@cerca/contracts/city-drivers';
import type { VehicleType } from '@cerca/contracts/driver-me';
import { refusalMessage } from '@cerca/session';
import { imageProblem } from './city-drivers-view';

// The add-driver form (spec 02 §5 Add driver), checked against the contract's field schemas;
// messages are text keys under cityDrivers.messages. Sending it invites the person (DESIGN §10):
// no avatar, since an invitation never changes anybody's picture.

export type AddDriverMessage =
  | 'fieldsRequired'
  | 'identificationRequired'
  | 'invalidImage'
  | 'imageTooLarge'
  | 'invalidEmail'
  | 'tooLong';

export interface AddDriverFormValues {
  email: string;
  full_name: string;
  phone: string;
  vehicle_type: VehicleType;
  identification: File | null;
}

export const ADD_DRIVER_DEFAULTS: AddDriverFormValues = {
  email: '',
  full_name: '',
  phone: '',
  // Spec 02 §5: the vehicle defaults to moto.
  vehicle_type: 'moto',
  identification: null,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AddDriverErrors = Partial<Record<keyof AddDriverFormValues, AddDriverMessage>>;

/**
 * The form's checks, over the contract's own field schemas (the limits the endpoint applies),
 * with the spec's messages; empty when the form may be sent.
 */
export function validateAddDriver(values: AddDriverFormValues): AddDriverErrors {
  const errors: AddDriverErrors = {};
  const shape = addCityDriverFieldsSchema.shape;
  for (const field of ['email', 'full_name', 'phone'] as const) {
    const value = values[field].trim();
    if (value === '') errors[field] = 'fieldsRequired';
    else if (!shape[field].safeParse(value).success) errors[field] = 'tooLong';
    else if (field === 'email' && !EMAIL.test(value)) errors[field] = 'invalidEmail';
  }
  if (!values.identification) errors.identification = 'identificationRequired';
  const problem = values.identification ? imageProblem(values.identification) : null;
  if (problem) errors.identification = problem;
  return errors;
}

/**
 * The one message the form shows for its blank required fields (spec 02 §5 words them together),
 * else the first field's own.
 */
export function firstMessage(errors: AddDriverErrors): AddDriverMessage | null {
  const messages = Object.values(errors);
  if (messages.includes('fieldsRequired')) return 'fieldsRequired';
  return messages[0] ?? null;
}

/** The multipart body of POST /api/partner/cities/:cityId/drivers (field names from the contract). */
export function toAddDriverFormData(values: AddDriverFormValues): FormData {
  const form = new FormData();
  form.set('email', values.email.trim());
  form.set('full_name', values.full_name.trim());
  form.set('phone', values.phone.trim());
  form.set('vehicle_type', values.vehicle_type);
  if (values.identification) form.set('identification', values.identification);
  return form;
}

/**
 * Spec 02 §8: 'Error al registrar el repartidor' or the server's own Spanish refusal (a 4xx with
 * a message: an image refused, a field too long).
 */
export function addDriverFailure(
  error: unknown,
): { key: 'registerError' } | { key: 'server'; message: string } {
  const message = refusalMessage(error);
  return message === null ? { key: 'registerError' } : { key: 'server', message };
}
