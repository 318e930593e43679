import { vehicleTypeSchema } from '@cerca/contracts/driver-me';
import { errors } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import messages from '../messages.json';
import type { DriverForm } from './driver-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The text fields in the order the modal shows them (spec 02 §5 Add driver). */
export function readFields(fields: Record<string, string>) {
  const email = (fields.email ?? '').trim();
  const fullName = (fields.full_name ?? '').trim();
  const phone = (fields.phone ?? '').trim();
  if (email === '' || fullName === '' || phone === '') {
    throw errors.badRequest('fields_required', messages.driverFieldsRequired);
  }
  if (email.length > 254 || !EMAIL.test(email))
    throw errors.badRequest('invalid_email', messages.invalidEmail);
  if (fullName.length > 100 || fullName.includes('\u0000')) {
    throw errors.badRequest('full_name_too_long', messages.fullNameTooLong);
  }
  if (phone.length > 30 || phone.includes('\u0000'))
    throw errors.badRequest('phone_too_long', messages.phoneTooLong);
  const vehicle = vehicleTypeSchema.safeParse(fields.vehicle_type || 'moto');
  if (!vehicle.success) throw errors.badRequest('invalid_vehicle_type', messages.invalidVehicle);
  return { email, fullName, phone, vehicleType: vehicle.data };
}

export type DriverFields = ReturnType<typeof readFields>;

/** The ID image checked by content (type and 5 MB, with the bucket's spec texts) before any write. */
export function inspectFiles(storage: Storage, form: DriverForm) {
  if (!form.identification) {
    throw errors.badRequest('identification_required', messages.uploadIdentification);
  }
  const identification = {
    ...form.identification,
    ...storage.inspectUpload('driver-ids', form.identification.buffer, form.identification.filename),
  };
  return { identification };
}

export type DriverFiles = ReturnType<typeof inspectFiles>;
