import type { UserType } from '@cerca/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AuthFormValues,
  type AuthMode,
  authFormDefaults,
  authFormResolver,
  firstFormError,
  parseUserType,
} from './auth-form-schema';

const CITY_ID = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const photo = new File(['x'], 'fachada.jpg', { type: 'image/jpeg' });
const empty = authFormDefaults({ countryId: null, cityId: null });

type Fields = AuthFormValues['business']['fields'];
const fields: Fields = {
  ...empty.business.fields,
  name: 'Tacos El Güero',
  description: 'Tacos al pastor',
  address: 'Av. Juárez 10',
  city_id: CITY_ID,
  city: 'Oaxaca de Juárez',
  state: 'Oaxaca',
  zip_code: '68000',
  category: 'Restaurantes',
  subcategory: 'Tacos',
};

const filled: AuthFormValues = {
  email: 'ana@example.com',
  password: 'secreto123',
  business: { ...empty.business, countryId: 'mx', fields, photos: [photo] },
};

/** The filled business with some fields changed, or other photos. */
const businessWith = (changes: Partial<Fields>, photos: File[] = [photo]) => ({
  business: { ...filled.business, fields: { ...fields, ...changes }, photos },
});
const noBusiness = { business: empty.business };

/** Runs the form's own resolver and returns the toast a submit would show, or the parsed values. */
async function submit(
  overrides: Partial<AuthFormValues> = {},
  mode: AuthMode = 'sign-up',
  type: UserType = 'business',
) {
  const result = await authFormResolver(mode, type)({ ...filled, ...overrides }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.keys(result.errors).length > 0
    ? { error: firstFormError(result.errors), values: null }
    : { error: null, values: result.values };
}

describe('the sign-in / sign-up form', () => {
  it('requires e-mail and password first, in both modes', async () => {
    expect((await submit({ email: '  ' })).error).toBe('missingCredentials');
    expect((await submit({ password: '' }, 'sign-in')).error).toBe('missingCredentials');
    expect((await submit({ email: '', ...noBusiness })).error).toBe('missingCredentials');
  });
  it('does not ask a personal account or a sign-in for business data', async () => {
    expect((await submit(noBusiness, 'sign-up', 'user')).error).toBeNull();
    expect((await submit(noBusiness, 'sign-in')).error).toBeNull();
    expect((await submit(noBusiness, 'sign-in')).values).toEqual({
      email: 'ana@example.com',
      password: 'secreto123',
    });
  });
  it('requires every mandatory business field', async () => {
    for (const field of [
      'name',
      'description',
      'address',
      'city_id',
      'city',
      'state',
      'zip_code',
      'category',
      'subcategory',
    ] as const) {
      expect((await submit(businessWith({ [field]: ' ' }))).error, field).toBe('missingBusinessFields');
    }
  });
  it('keeps phone and website optional, and checks a given website is a URL', async () => {
    expect((await submit(businessWith({ phone: '', website: '' }))).error).toBeNull();
    expect((await submit(businessWith({ website: 'tacos' }))).error).toBe('invalidWebsite');
  });
  it('then requires one to three photos', async () => {
    expect((await submit(businessWith({}, []))).error).toBe('missingPhotos');
    expect((await submit(businessWith({}, [photo, photo, photo, photo]))).error).toBe('missingPhotos');
    expect((await submit(noBusiness)).error).toBe('missingBusinessFields');
  });
  it('hands over the business exactly as the endpoint takes it', async () => {
    const { values } = await submit({ email: ' ana@example.com ', ...businessWith({ name: ' Tacos ' }) });
    expect(values).toMatchObject({ email: 'ana@example.com', business: { photos: [photo] } });
    expect(values?.business?.fields).toMatchObject({
      name: 'Tacos',
      zip_code: '68000',
      price_range: 1,
      city_id: CITY_ID,
    });
    expect(values?.business?.fields.phone).toBeUndefined();
  });
  it('sends no platform without a website, and a plain website by default', async () => {
    const withoutSite = await submit(businessWith({ website: '', website_platform: 'instagram' }));
    expect(withoutSite.values?.business?.fields.website_platform).toBeUndefined();
    const withSite = await submit(businessWith({ website: 'https://tacos.mx', website_platform: '' }));
    expect(withSite.values?.business?.fields.website_platform).toBe('website');
  });
  it('starts with price range 1 and the chosen place', () => {
    expect(empty.business.fields.price_range).toBe('1');
    expect(authFormDefaults({ countryId: 'mx', cityId: CITY_ID })).toMatchObject({
      business: { countryId: 'mx', fields: { city_id: CITY_ID } },
    });
  });
});

describe('parseUserType', () => {
  it('defaults to a personal account', () => {
    expect(parseUserType('business')).toBe('business');
    expect(parseUserType('user')).toBe('user');
    expect(parseUserType(null)).toBe('user');
    expect(parseUserType('admin')).toBe('user');
  });
});
