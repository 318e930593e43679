/** Account types of spec 02 §2: Personal (user) or Negocio (business). */
export const USER_TYPES = ['user', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function parseUserType(value: string | null | undefined): UserType {
  return value === 'business' ? 'business' : 'user';
}

export const PRICE_RANGES = [1, 2, 3, 4] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** Spec 02 §5 and §9: images only, 5 MB each, 1 to 3 photos at business sign-up. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_SIGNUP_PHOTOS = 3;

export interface BusinessDraft {
  name: string;
  description: string;
  address: string;
  countryId: string;
  /** The catalogue city the business belongs to (businesses.city_id). */
  cityId: string;
  /** City name and state as printed on the business page; filled from the chosen city. */
  city: string;
  state: string;
  zipCode: string;
  category: string;
  subcategory: string;
  priceRange: PriceRange;
  phone: string;
  website: string;
}

export const EMPTY_BUSINESS: BusinessDraft = {
  name: '',
  description: '',
  address: '',
  countryId: '',
  cityId: '',
  city: '',
  state: '',
  zipCode: '',
  category: '',
  subcategory: '',
  priceRange: 1,
  phone: '',
  website: '',
};

/** Changing the main category clears the subcategory (spec 02 §2). */
export function withCategory(draft: BusinessDraft, category: string): BusinessDraft {
  return category === draft.category ? draft : { ...draft, category, subcategory: '' };
}

/** Keys of the texts in ordering.json `auth.errors`, so messages stay in the resource file. */
export type AuthValidationError = 'missingCredentials' | 'missingBusinessFields' | 'missingPhotos';

export interface AuthFormInput {
  mode: 'sign-in' | 'sign-up';
  email: string;
  password: string;
  userType: UserType;
  business: BusinessDraft;
  photoCount: number;
}

const REQUIRED_BUSINESS_FIELDS = [
  'name',
  'description',
  'address',
  'cityId',
  'city',
  'state',
  'zipCode',
  'category',
  'subcategory',
] as const satisfies ReadonlyArray<keyof BusinessDraft>;

/** The first problem in the order the spec checks them: credentials, business fields, photos. */
export function validateAuthForm(input: AuthFormInput): AuthValidationError | null {
  if (!input.email.trim() || !input.password) return 'missingCredentials';
  if (input.mode === 'sign-in' || input.userType !== 'business') return null;
  if (REQUIRED_BUSINESS_FIELDS.some((field) => !input.business[field].trim())) return 'missingBusinessFields';
  if (input.photoCount < 1) return 'missingPhotos';
  return null;
}

export interface PhotoRejection {
  fileName: string;
  reason: 'notImage' | 'tooLarge';
}

export interface PhotoSelection {
  accepted: File[];
  rejected: PhotoRejection[];
  /** True when some valid files were dropped because the limit was reached. */
  overLimit: boolean;
}

/** Adds newly picked files to the current ones: images only, 5 MB each, 3 in total. */
export function selectPhotos(
  current: readonly File[],
  picked: readonly Pick<File, 'name' | 'type' | 'size'>[],
): PhotoSelection {
  const accepted = [...current];
  const rejected: PhotoRejection[] = [];
  let overLimit = false;
  for (const file of picked) {
    if (!file.type.startsWith('image/')) rejected.push({ fileName: file.name, reason: 'notImage' });
    else if (file.size > MAX_PHOTO_BYTES) rejected.push({ fileName: file.name, reason: 'tooLarge' });
    else if (accepted.length >= MAX_SIGNUP_PHOTOS) overLimit = true;
    else accepted.push(file as File);
  }
  return { accepted, rejected, overLimit };
}

/** Where to go after signing in from /profile?redirect=…: only a same-site path, never a URL. */
export function redirectTarget(redirect: string | null): string | null {
  if (!redirect) return null;
  const path = redirect.replace(/^\/+/, '');
  return /^[a-z0-9][a-z0-9/_-]*$/i.test(path) ? `/${path}` : null;
}
