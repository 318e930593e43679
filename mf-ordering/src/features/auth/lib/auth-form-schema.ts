import type { Category } from '@cerca/contracts';
import {
  BUSINESS_PHOTO_MAX_BYTES,
  BUSINESS_PHOTOS_AT_SIGN_UP,
  type CreateBusinessFields,
  createBusinessFieldsSchema,
  PRICE_RANGE,
} from '@cerca/contracts/business';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

// The house pattern for a form: react-hook-form + zodResolver over the contracts' schema. The
// values are the schema's own fields (as the text the inputs hold), the resolver parses them
// into exactly what the endpoint takes, and this file only adds what the page itself asks.

/** Account types of spec 02 §2: Personal (user) or Negocio (business). */
export const USER_TYPES = ['user', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];
export type AuthMode = 'sign-in' | 'sign-up';

export function parseUserType(value: string | null | undefined): UserType {
  return value === 'business' ? 'business' : 'user';
}

/** The price ranges the business form offers, from the contract's limits. */
export const PRICE_RANGES = Array.from(
  { length: PRICE_RANGE.max - PRICE_RANGE.min + 1 },
  (_, i) => PRICE_RANGE.min + i,
);

const credentialsShape = {
  email: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
};
const credentialsSchema = z.object(credentialsShape);

/** A Negocio sign-up: credentials, the business exactly as POST /api/discovery/businesses takes it, 1–3 photos. */
const businessSignUpSchema = z.object({
  ...credentialsShape,
  business: createBusinessFieldsSchema,
  photos: z
    .array(z.file())
    .check(z.minLength(BUSINESS_PHOTOS_AT_SIGN_UP.min), z.maxLength(BUSINESS_PHOTOS_AT_SIGN_UP.max)),
});

/** What the inputs hold: every field of the contract as text, plus the country that filters cities. */
export interface AuthFormValues {
  email: string;
  password: string;
  /** Only narrows the city list; the business stores its city_id. */
  countryId: string;
  business: Record<keyof z.input<typeof createBusinessFieldsSchema>, string>;
  photos: File[];
}

/** What a valid submit hands over: the business part only for a Negocio sign-up. */
export type AuthFormOutput = z.output<typeof credentialsSchema> & {
  business?: CreateBusinessFields;
  photos?: File[];
};

export function authFormDefaults(place: { countryId: string | null; cityId: string | null }): AuthFormValues {
  const business = Object.fromEntries(
    Object.keys(createBusinessFieldsSchema.shape).map((field) => [field, '']),
  ) as AuthFormValues['business'];
  return {
    email: '',
    password: '',
    countryId: place.countryId ?? '',
    business: { ...business, price_range: String(PRICE_RANGE.min), city_id: place.cityId ?? '' },
    photos: [],
  };
}

/** Signing in and a Personal sign-up check the credentials; a Negocio sign-up checks everything. */
export function authFormResolver(
  mode: AuthMode,
  userType: UserType,
): Resolver<AuthFormValues, unknown, AuthFormOutput> {
  const schema = mode === 'sign-up' && userType === 'business' ? businessSignUpSchema : credentialsSchema;
  return zodResolver(schema) as unknown as Resolver<AuthFormValues, unknown, AuthFormOutput>;
}

/** Keys of ordering.json `auth.errors`, so messages stay in the resource file. */
export type AuthFormError =
  | 'missingCredentials'
  | 'missingBusinessFields'
  | 'invalidWebsite'
  | 'missingPhotos';

/** The one toast a failed submit shows, in the order the spec checks: credentials, business, photos. */
export function firstFormError(errors: FieldErrors<AuthFormValues>): AuthFormError {
  if (errors.email || errors.password) return 'missingCredentials';
  if (errors.business) {
    const fields = Object.keys(errors.business);
    return fields.length === 1 && fields[0] === 'website' ? 'invalidWebsite' : 'missingBusinessFields';
  }
  return 'missingPhotos';
}

/** The subcategories the chosen main category offers (spec 01 "Category catalogue"). */
export function subcategoriesOf(categories: readonly Category[] | undefined, categoryName: string): string[] {
  const category = categories?.find((candidate) => candidate.name === categoryName);
  return category?.subcategories.map((subcategory) => subcategory.name) ?? [];
}

/** After the main category changes, the subcategory stays only if the new category has it (spec 02 §2). */
export function keptSubcategory(
  categories: readonly Category[] | undefined,
  categoryName: string,
  subcategory: string,
): string {
  return subcategoriesOf(categories, categoryName).includes(subcategory) ? subcategory : '';
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

/** Adds newly picked files to the current ones: images only, within the contract's size and count. */
export function selectPhotos(
  current: readonly File[],
  picked: readonly Pick<File, 'name' | 'type' | 'size'>[],
): PhotoSelection {
  const accepted = [...current];
  const rejected: PhotoRejection[] = [];
  let overLimit = false;
  for (const file of picked) {
    if (!file.type.startsWith('image/')) rejected.push({ fileName: file.name, reason: 'notImage' });
    else if (file.size > BUSINESS_PHOTO_MAX_BYTES) rejected.push({ fileName: file.name, reason: 'tooLarge' });
    else if (accepted.length >= BUSINESS_PHOTOS_AT_SIGN_UP.max) overLimit = true;
    else accepted.push(file as File);
  }
  return { accepted, rejected, overLimit };
}
