import { addCityDriverFieldsSchema, DRIVER_IMAGE_MAX_BYTES } from '@cerca/contracts/city-drivers';
import { errors, readMultipartForm, type UploadedFile } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyRequest } from 'fastify';
import messages from '../messages.json';

/**
 * The add-driver form: its text fields and the `identification` image, read with its limits. No
 * avatar: an invitation never changes the person's picture (issue 21), so any other file is
 * dropped. A file over the limit arrives truncated but still too large for the bucket's check
 * ('La imagen es demasiado grande. Máximo 5MB.').
 */
export function readDriverForm(request: FastifyRequest) {
  return readMultipartForm(request, {
    maxFiles: 2,
    fileSize: DRIVER_IMAGE_MAX_BYTES + 1,
    maxFields: 10,
    fieldSize: 4096,
    fileFields: ['identification'],
  });
}

/**
 * The text fields, checked with the contract's schema (the modal's own), and refused with the
 * first of the spec's messages in the order the modal shows them (spec 02 §5 Add driver).
 */
export function readFields(fields: Record<string, string>) {
  const parsed = addCityDriverFieldsSchema.safeParse({
    ...fields,
    // A blank choice is no choice: the schema's default (moto).
    vehicle_type: fields.vehicle_type || undefined,
  });
  if (parsed.success) {
    const { email, full_name, phone, vehicle_type } = parsed.data;
    return { email, fullName: full_name, phone, vehicleType: vehicle_type };
  }
  const issues = parsed.error.issues;
  const failed = (field: string) => issues.some((issue) => issue.path[0] === field);
  const blank = issues.some(
    (issue) =>
      issue.path[0] !== 'vehicle_type' && (issue.code === 'too_small' || issue.code === 'invalid_type'),
  );
  if (blank) throw errors.badRequest('fields_required', messages.driverFieldsRequired);
  if (failed('email')) throw errors.badRequest('invalid_email', messages.invalidEmail);
  if (failed('full_name')) throw errors.badRequest('full_name_too_long', messages.fullNameTooLong);
  if (failed('phone')) throw errors.badRequest('phone_too_long', messages.phoneTooLong);
  throw errors.badRequest('invalid_vehicle_type', messages.invalidVehicle);
}

export type DriverFields = ReturnType<typeof readFields>;

/** The ID image checked by content (type and 5 MB, with the bucket's spec texts) before any write. */
export function inspectFiles(storage: Storage, files: readonly UploadedFile[]) {
  const file = files.at(-1);
  if (!file) {
    throw errors.badRequest('identification_required', messages.uploadIdentification);
  }
  const identification = {
    filename: file.filename,
    buffer: file.buffer,
    ...storage.inspectUpload('driver-ids', file.buffer, file.filename),
  };
  return { identification };
}

export type DriverFiles = ReturnType<typeof inspectFiles>;
