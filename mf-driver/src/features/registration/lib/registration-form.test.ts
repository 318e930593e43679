import type { Driver } from '@cerca/contracts';
import { IDENTIFICATION_MAX_BYTES } from '@cerca/contracts/deliveries';
import { ApiError } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import {
  fieldMessage,
  identificationProblem,
  type RegistrationFormValues,
  registrationDefaults,
  registrationFailure,
  registrationFormSchema,
  toRegistrationFormData,
} from './registration-form';

const image = (size = 1024, type = 'image/png') => new File([new Uint8Array(size)], 'ine.png', { type });
const values = (changes: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
  phone: '33 1234 5678',
  vehicle_type: 'moto',
  country_id: 'mx',
  zone_id: 'gdl',
  identification: image(),
  ...changes,
});

function issues(input: RegistrationFormValues, registered = false): Record<string, string> {
  const result = registrationFormSchema({ registered }).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registration form', () => {
  it('accepts a complete new registration', () => {
    expect(issues(values())).toEqual({});
  });

  it('words every missing field with the §5 message', () => {
    expect(issues(values({ phone: '   ', zone_id: '', identification: null }))).toEqual({
      phone: 'phoneRequired',
      zone_id: 'cityRequired',
      identification: 'identificationRequired',
    });
  });

  it('keeps the document on file for an update', () => {
    expect(issues(values({ identification: null }), true)).toEqual({});
  });

  it('refuses a phone longer than the contract allows', () => {
    expect(issues(values({ phone: '1'.repeat(31) }))).toEqual({ phone: 'phoneTooLong' });
  });

  it('takes images of at most 5 MB', () => {
    expect(identificationProblem(image(IDENTIFICATION_MAX_BYTES))).toBeNull();
    expect(identificationProblem(image(IDENTIFICATION_MAX_BYTES + 1))).toBe('imageTooLarge');
    expect(identificationProblem(image(10, 'application/pdf'))).toBe('invalidImage');
    expect(issues(values({ identification: image(10, 'text/plain') }))).toEqual({
      identification: 'invalidImage',
    });
  });

  it('maps errors to text keys', () => {
    expect(fieldMessage(undefined, 'phoneTooLong')).toBeNull();
    expect(fieldMessage({ message: 'cityRequired' }, 'phoneTooLong')).toBe('cityRequired');
    expect(fieldMessage({ message: 'Too big' }, 'phoneTooLong')).toBe('phoneTooLong');
  });

  it('sends the contract fields, trimmed, and the file only when picked', () => {
    const form = toRegistrationFormData(values({ phone: ' 33 1 ' }));
    expect(form.get('phone')).toBe('33 1');
    expect(form.get('vehicle_type')).toBe('moto');
    expect(form.get('zone_id')).toBe('gdl');
    expect(form.get('identification')).toBeInstanceOf(File);
    expect(form.has('country_id')).toBe(false);
    expect(toRegistrationFormData(values({ identification: null })).has('identification')).toBe(false);
  });

  it('starts from the record when registered, else from the chosen city', () => {
    const driver = { phone: '331', vehicle_type: 'bici', zone_id: 'gdl' } as Driver;
    expect(registrationDefaults(driver, { countryId: 'mx', cityId: 'mty' })).toMatchObject({
      phone: '331',
      vehicle_type: 'bici',
      zone_id: 'gdl',
    });
    expect(registrationDefaults(null, { countryId: 'mx', cityId: 'mty' })).toMatchObject({
      vehicle_type: 'moto',
      country_id: 'mx',
      zone_id: 'mty',
    });
    expect(registrationDefaults(null, { countryId: null, cityId: 'mty' }).zone_id).toBe('');
  });

  it('shows the server’s Spanish refusal, else the §8 error', () => {
    expect(registrationFailure(new ApiError(409, 'zone_fixed', 'No puedes cambiar tu zona'))).toEqual({
      key: 'server',
      message: 'No puedes cambiar tu zona',
    });
    expect(registrationFailure(new ApiError(401, 'unauthorized', 'x'))).toEqual({ key: 'signInRequired' });
    expect(registrationFailure(new ApiError(500, 'internal', 'x'))).toEqual({ key: 'error' });
    expect(registrationFailure(new ApiError(0, 'network_error', 'x'))).toEqual({ key: 'error' });
    expect(registrationFailure(new Error('boom'))).toEqual({ key: 'error' });
  });
});
