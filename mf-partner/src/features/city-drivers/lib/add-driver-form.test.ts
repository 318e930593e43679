import { ApiError } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import {
  ADD_DRIVER_DEFAULTS,
  addDriverFailure,
  firstMessage,
  toAddDriverFormData,
  validateAddDriver,
} from './add-driver-form';

const png = (size = 10) => new File([new Uint8Array(size)], 'ine.png', { type: 'image/png' });
const filled = {
  ...ADD_DRIVER_DEFAULTS,
  email: ' rosa@example.com ',
  full_name: ' Rosa López ',
  phone: ' 3311122233 ',
  identification: png(),
};

describe('validateAddDriver (spec 02 §5 Add driver)', () => {
  it('starts with moto and passes a complete form', () => {
    expect(ADD_DRIVER_DEFAULTS.vehicle_type).toBe('moto');
    expect(validateAddDriver(filled)).toEqual({});
  });
  it('asks for every required field with one message, and for the ID', () => {
    const errors = validateAddDriver(ADD_DRIVER_DEFAULTS);
    expect(errors).toEqual({
      email: 'fieldsRequired',
      full_name: 'fieldsRequired',
      phone: 'fieldsRequired',
      identification: 'identificationRequired',
    });
    expect(firstMessage(errors)).toBe('fieldsRequired');
    expect(firstMessage(validateAddDriver({ ...filled, identification: null }))).toBe(
      'identificationRequired',
    );
  });
  it('refuses an ID that is no image or too large', () => {
    const pdf = new File(['x'], 'ine.pdf', { type: 'application/pdf' });
    expect(validateAddDriver({ ...filled, identification: pdf })).toEqual({ identification: 'invalidImage' });
    expect(validateAddDriver({ ...filled, identification: png(5 * 1024 * 1024 + 1) })).toEqual({
      identification: 'imageTooLarge',
    });
  });
  it('checks the e-mail and the contract limits', () => {
    expect(validateAddDriver({ ...filled, email: 'sin-arroba' })).toEqual({ email: 'invalidEmail' });
    expect(validateAddDriver({ ...filled, phone: '1'.repeat(31) })).toEqual({ phone: 'tooLong' });
  });
});

describe('toAddDriverFormData', () => {
  it('sends the contract field names, trimmed, with the ID and no avatar', () => {
    const form = toAddDriverFormData({ ...filled, vehicle_type: 'bici' });
    expect(form.get('email')).toBe('rosa@example.com');
    expect(form.get('full_name')).toBe('Rosa López');
    expect(form.get('phone')).toBe('3311122233');
    expect(form.get('vehicle_type')).toBe('bici');
    expect(form.get('identification')).toBeInstanceOf(File);
    expect(form.has('avatar')).toBe(false);
  });
});

describe('addDriverFailure', () => {
  it("shows the server's Spanish refusal, else the spec's generic error", () => {
    expect(
      addDriverFailure(new ApiError(400, 'full_name_too_long', 'El nombre completo es muy largo')),
    ).toEqual({
      key: 'server',
      message: 'El nombre completo es muy largo',
    });
    expect(addDriverFailure(new ApiError(500, 'internal', 'x'))).toEqual({ key: 'registerError' });
    expect(addDriverFailure(new ApiError(200, 'invalid_response', 'x'))).toEqual({ key: 'registerError' });
    expect(addDriverFailure(new Error('boom'))).toEqual({ key: 'registerError' });
  });
});
