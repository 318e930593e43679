import { describe, expect, it } from 'vitest';
import {
  type AuthFormInput,
  type BusinessDraft,
  EMPTY_BUSINESS,
  MAX_PHOTO_BYTES,
  parseUserType,
  redirectTarget,
  selectPhotos,
  validateAuthForm,
  withCategory,
} from './validation';

const business: BusinessDraft = {
  ...EMPTY_BUSINESS,
  name: 'Tacos El Güero',
  description: 'Tacos al pastor',
  address: 'Av. Juárez 10',
  countryId: 'c1',
  cityId: 'city-1',
  city: 'Oaxaca de Juárez',
  state: 'Oaxaca',
  zipCode: '68000',
  category: 'Restaurantes',
  subcategory: 'Tacos',
};

const input = (overrides: Partial<AuthFormInput> = {}): AuthFormInput => ({
  mode: 'sign-up',
  email: 'ana@example.com',
  password: 'secreto123',
  userType: 'business',
  business,
  photoCount: 1,
  ...overrides,
});

describe('validateAuthForm', () => {
  it('requires e-mail and password first, in both modes', () => {
    expect(validateAuthForm(input({ email: '  ' }))).toBe('missingCredentials');
    expect(validateAuthForm(input({ mode: 'sign-in', password: '' }))).toBe('missingCredentials');
  });
  it('does not ask a personal account or a sign-in for business data', () => {
    expect(validateAuthForm(input({ userType: 'user', business: EMPTY_BUSINESS, photoCount: 0 }))).toBeNull();
    expect(validateAuthForm(input({ mode: 'sign-in', business: EMPTY_BUSINESS, photoCount: 0 }))).toBeNull();
  });
  it('requires every mandatory business field', () => {
    for (const field of [
      'name',
      'description',
      'address',
      'cityId',
      'state',
      'zipCode',
      'category',
      'subcategory',
    ] as const) {
      expect(validateAuthForm(input({ business: { ...business, [field]: ' ' } }))).toBe(
        'missingBusinessFields',
      );
    }
  });
  it('keeps phone and website optional', () => {
    expect(validateAuthForm(input({ business: { ...business, phone: '', website: '' } }))).toBeNull();
  });
  it('then requires at least one photo', () => {
    expect(validateAuthForm(input({ photoCount: 0 }))).toBe('missingPhotos');
    expect(validateAuthForm(input({ business: EMPTY_BUSINESS, photoCount: 0 }))).toBe(
      'missingBusinessFields',
    );
  });
});

describe('withCategory', () => {
  it('clears the subcategory when the main category changes', () => {
    expect(withCategory(business, 'Cafeterías')).toMatchObject({ category: 'Cafeterías', subcategory: '' });
  });
  it('keeps it when the same category is chosen again', () => {
    expect(withCategory(business, 'Restaurantes').subcategory).toBe('Tacos');
  });
  it('starts with price range 1', () => {
    expect(EMPTY_BUSINESS.priceRange).toBe(1);
  });
});

describe('selectPhotos', () => {
  const image = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

  it('accepts images up to 5 MB', () => {
    const result = selectPhotos([], [image('a.jpg'), image('b.jpg', MAX_PHOTO_BYTES)]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(result.rejected).toEqual([]);
  });
  it('rejects other file types and bigger files by name', () => {
    const pdf = new File(['x'], 'menu.pdf', { type: 'application/pdf' });
    const result = selectPhotos([], [pdf, image('big.jpg', MAX_PHOTO_BYTES + 1)]);
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

describe('redirectTarget', () => {
  it('turns a slug into a same-site path', () => {
    expect(redirectTarget('become-partner')).toBe('/become-partner');
    expect(redirectTarget('/dashboard')).toBe('/dashboard');
  });
  it('refuses anything that could leave the site', () => {
    expect(redirectTarget('//evil.example')).toBeNull();
    expect(redirectTarget('https://evil.example')).toBeNull();
    expect(redirectTarget('javascript:alert(1)')).toBeNull();
    expect(redirectTarget(null)).toBeNull();
  });
});
