import type { Category } from '@cerca/contracts';
import { BUSINESS_PHOTO_MAX_BYTES } from '@cerca/contracts/business';
import { describe, expect, it } from 'vitest';
import {
  type AuthFormValues,
  type AuthMode,
  authFormDefaults,
  authFormResolver,
  firstFormError,
  keptSubcategory,
  parseUserType,
  selectPhotos,
  type UserType,
} from './auth-form-schema';

const CITY_ID = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const photo = new File(['x'], 'fachada.jpg', { type: 'image/jpeg' });
const empty = authFormDefaults({ countryId: null, cityId: null });

const business: AuthFormValues['business'] = {
  ...empty.business,
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
  countryId: 'mx',
  business,
  photos: [photo],
};

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
    expect((await submit({ email: '', business: empty.business, photos: [] })).error).toBe(
      'missingCredentials',
    );
  });
  it('does not ask a personal account or a sign-in for business data', async () => {
    const noBusiness = { business: empty.business, photos: [] };
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
      expect((await submit({ business: { ...business, [field]: ' ' } })).error, field).toBe(
        'missingBusinessFields',
      );
    }
  });
  it('keeps phone and website optional, and checks a given website is a URL', async () => {
    expect((await submit({ business: { ...business, phone: '', website: '' } })).error).toBeNull();
    expect((await submit({ business: { ...business, website: 'tacos' } })).error).toBe('invalidWebsite');
  });
  it('then requires at least one photo', async () => {
    expect((await submit({ photos: [] })).error).toBe('missingPhotos');
    expect((await submit({ business: empty.business, photos: [] })).error).toBe('missingBusinessFields');
  });
  it('hands over the business exactly as the endpoint takes it', async () => {
    const { values } = await submit({
      email: ' ana@example.com ',
      business: { ...business, name: ' Tacos ' },
    });
    expect(values).toMatchObject({ email: 'ana@example.com', photos: [photo] });
    expect(values?.business).toMatchObject({
      name: 'Tacos',
      zip_code: '68000',
      price_range: 1,
      city_id: CITY_ID,
    });
    expect(values?.business?.phone).toBeUndefined();
  });
  it('starts with price range 1 and the chosen place', () => {
    expect(empty.business.price_range).toBe('1');
    expect(authFormDefaults({ countryId: 'mx', cityId: CITY_ID })).toMatchObject({
      countryId: 'mx',
      business: { city_id: CITY_ID },
    });
  });
});

describe('keptSubcategory', () => {
  const category = (name: string, subcategories: string[]): Category => ({
    id: name.toLowerCase(),
    name,
    image_url: null,
    banner_url: null,
    color: '#000000',
    subcategories: subcategories.map((sub, i) => ({ id: `${name}-${i}`, name: sub })),
  });
  const categories = [category('Restaurantes', ['Tacos', 'Mariscos']), category('Cafeterías', ['Brunch'])];

  it('clears the subcategory when the main category changes', () => {
    expect(keptSubcategory(categories, 'Cafeterías', 'Tacos')).toBe('');
  });
  it('keeps it when the same category is chosen again', () => {
    expect(keptSubcategory(categories, 'Restaurantes', 'Tacos')).toBe('Tacos');
  });
});

describe('selectPhotos', () => {
  const image = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

  it('accepts images up to 5 MB', () => {
    expect(BUSINESS_PHOTO_MAX_BYTES).toBe(5 * 1024 * 1024);
    const result = selectPhotos([], [image('a.jpg'), image('b.jpg', BUSINESS_PHOTO_MAX_BYTES)]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(result.rejected).toEqual([]);
  });
  it('rejects other file types and bigger files by name', () => {
    const pdf = new File(['x'], 'menu.pdf', { type: 'application/pdf' });
    const result = selectPhotos([], [pdf, image('big.jpg', BUSINESS_PHOTO_MAX_BYTES + 1)]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected).toEqual([
      { fileName: 'menu.pdf', reason: 'notImage' },
      { fileName: 'big.jpg', reason: 'tooLarge' },
    ]);
  });
  it('keeps at most 3 photos in total', () => {
    const result = selectPhotos([image('1.jpg'), image('2.jpg')], [image('3.jpg'), image('4.jpg')]);
    expect(result.accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(result.overLimit).toBe(true);
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
