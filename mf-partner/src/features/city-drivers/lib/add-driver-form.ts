import type { VehicleType } from '@cerca/contracts';
import { addCityDriverFieldsSchema } from '@cerca/contracts/city-drivers';
import { refusalMessage } from '@cerca/session';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { imageProblem } from './city-drivers-view';

// The add-driver form (spec 02 §5 Add driver): react-hook-form + zodResolver over the contract's
// schema, the one POST /api/partner/cities/:cityId/drivers checks the text fields with. The modal
// adds only what it asks: the official ID, an image of at most 5 MB. Messages are text keys under
// cityDrivers.messages. Sending it invites the person (DESIGN §10): no avatar, since an
// invitation never changes anybody's picture.

export type AddDriverMessage =
  | 'fieldsRequired'
  | 'identificationRequired'
  | 'invalidImage'
  | 'imageTooLarge'
  | 'invalidEmail'
  | 'tooLong';

const addDriverSchema = z.object({
  ...addCityDriverFieldsSchema.shape,
  identification: z.file({ error: 'identificationRequired' }).check(
    z.refine((file) => imageProblem(file) === null, {
      error: (issue) => imageProblem(issue.input as File) ?? 'invalidImage',
    }),
  ),
});

/** What the inputs hold. */
export interface AddDriverFormValues {
  email: string;
  full_name: string;
  phone: string;
  vehicle_type: VehicleType;
  identification: File | null;
}

/** What a valid submit hands over: the fields as the endpoint takes them (trimmed) and the ID. */
export type AddDriverOutput = z.output<typeof addDriverSchema>;

export const ADD_DRIVER_DEFAULTS: AddDriverFormValues = {
  email: '',
  full_name: '',
  phone: '',
  // Spec 02 §5: the vehicle defaults to moto.
  vehicle_type: 'moto',
  identification: null,
};

export function addDriverResolver(): Resolver<AddDriverFormValues, unknown, AddDriverOutput> {
  // The inputs may hold no file yet; the schema's input type is a File.
  return zodResolver(addDriverSchema) as unknown as Resolver<AddDriverFormValues, unknown, AddDriverOutput>;
}

/** The spec's message for one field's error. */
export function addDriverMessage(
  field: keyof AddDriverFormValues,
  error: Pick<FieldError, 'type' | 'message'>,
): AddDriverMessage {
  // The ID's checks name their message themselves (the schema above).
  if (field === 'identification') return (error.message as AddDriverMessage | undefined) ?? 'invalidImage';
  if (error.type === 'too_small' || error.type === 'invalid_type') return 'fieldsRequired';
  if (field === 'email' && error.type === 'invalid_format') return 'invalidEmail';
  return 'tooLong';
}

const FIELDS_IN_ORDER = ['email', 'full_name', 'phone', 'vehicle_type', 'identification'] as const;

/**
 * The one message the form shows for a refused submit: blank required fields together (spec 02
 * §5 words them so), else the first field's own, in the order the modal shows them.
 */
export function firstMessage(errors: FieldErrors<AddDriverFormValues>): AddDriverMessage | null {
  const messages = FIELDS_IN_ORDER.flatMap((field) => {
    const error = errors[field];
    return error ? [addDriverMessage(field, error)] : [];
  });
  if (messages.includes('fieldsRequired')) return 'fieldsRequired';
  return messages[0] ?? null;
}

/** The multipart body of POST /api/partner/cities/:cityId/drivers (field names from the contract). */
export function toAddDriverFormData(values: AddDriverOutput): FormData {
  const form = new FormData();
  form.set('email', values.email);
  form.set('full_name', values.full_name);
  form.set('phone', values.phone);
  form.set('vehicle_type', values.vehicle_type);
  form.set('identification', values.identification);
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
