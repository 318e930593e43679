import { ApiError } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import { type AddPartnerValues, addPartnerErrorText, addPartnerResolver } from './add-partner-form';

const resolve = (values: AddPartnerValues) =>
  addPartnerResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the add-partner form', () => {
  it('asks for both fields', async () => {
    expect(Object.keys((await resolve({ email: '', city_id: 'c1' })).errors)).toEqual(['email']);
    expect(Object.keys((await resolve({ email: 'ana@cerca.mx', city_id: '' })).errors)).toEqual(['city_id']);
    expect(Object.keys((await resolve({ email: '   ', city_id: 'c1' })).errors)).toEqual(['email']);
  });

  it('sends the trimmed e-mail and the city id', async () => {
    expect(await resolve({ email: ' ana@cerca.mx ', city_id: 'c1' })).toEqual({
      values: { email: 'ana@cerca.mx', city_id: 'c1' },
      errors: {},
    });
  });

  it("shows the server's refusal, and the spec's generic text for anything else", () => {
    const generic = 'Error al agregar el partner';
    const missing = new ApiError(404, 'user_not_found', 'El usuario no existe. Debe registrarse primero.');
    expect(addPartnerErrorText(missing, generic)).toBe('El usuario no existe. Debe registrarse primero.');
    expect(addPartnerErrorText(new ApiError(500, 'internal_error', 'Algo falló'), generic)).toBe(generic);
    expect(addPartnerErrorText(new ApiError(0, 'network_error', 'Sin conexión'), generic)).toBe(generic);
    expect(addPartnerErrorText(new Error('x'), generic)).toBe(generic);
  });
});
