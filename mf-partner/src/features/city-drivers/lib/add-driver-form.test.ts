import { ApiError } from '@cerca/session';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  ADD_DRIVER_DEFAULTS,
  type AddDriverFormValues,
  addDriverFailure,
  addDriverMessage,
  addDriverResolver,
  firstMessage,
  toAddDriverFormData,
} from './add-driver-form';

const png = (size = 10) => new File([new Uint8Array(size)], 'ine.png', { type: 'image/png' });
const filled: AddDriverFormValues = {
  ...ADD_DRIVER_DEFAULTS,
  email: ' rosa@example.com ',
  full_name: ' Rosa López ',
  phone: ' 3311122233 ',
  identification: png(),
};

/** The form's own resolver: the parsed values, or each invalid field's message. */
async function check(values: AddDriverFormValues) {
  const result = await addDriverResolver()(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = result.errors as FieldErrors<AddDriverFormValues>;
  const messages = Object.fromEntries(
    (Object.keys(errors) as (keyof AddDriverFormValues)[]).map((field) => [
      field,
      addDriverMessage(field, errors[field]!),
    ]),
  );
  return { values: result.values, messages, first: firstMessage(errors) };
}

describe('the add-driver form (spec 02 §5 Add driver)', () => {
  it('starts with moto and hands over a complete form trimmed, as the endpoint takes it', async () => {
    expect(ADD_DRIVER_DEFAULTS.vehicle_type).toBe('moto');
    const { values, first } = await check(filled);
    expect(first).toBeNull();
    expect(values).toMatchObject({
      email: 'rosa@example.com',
      full_name: 'Rosa López',
      phone: '3311122233',
      vehicle_type: 'moto',
    });
  });
  it('asks for every required field with one message, and for the ID', async () => {
    const empty = await check(ADD_DRIVER_DEFAULTS);
    expect(empty.messages).toEqual({
      email: 'fieldsRequired',
      full_name: 'fieldsRequired',
      phone: 'fieldsRequired',
      identification: 'identificationRequired',
    });
    expect(empty.first).toBe('fieldsRequired');
    expect((await check({ ...filled, full_name: '   ' })).first).toBe('fieldsRequired');
    expect((await check({ ...filled, identification: null })).first).toBe('identificationRequired');
  });
  it('refuses an ID that is no image or too large', async () => {
    const pdf = new File(['x'], 'ine.pdf', { type: 'application/pdf' });
    expect((await check({ ...filled, identification: pdf })).messages).toEqual({
      identification: 'invalidImage',
    });
    expect((await check({ ...filled, identification: png(5 * 1024 * 1024 + 1) })).messages).toEqual({
      identification: 'imageTooLarge',
    });
  });
  it('checks the e-mail and the contract limits', async () => {
    expect((await check({ ...filled, email: 'sin-arroba' })).messages).toEqual({ email: 'invalidEmail' });
    expect((await check({ ...filled, phone: '1'.repeat(31) })).messages).toEqual({ phone: 'tooLong' });
  });
});

describe('toAddDriverFormData', () => {
  it('sends the contract field names with the ID and no avatar', async () => {
    const { values } = await check({ ...filled, vehicle_type: 'bici' });
    const form = toAddDriverFormData(values as Parameters<typeof toAddDriverFormData>[0]);
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
