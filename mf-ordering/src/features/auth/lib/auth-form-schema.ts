import type { UserType } from '@cerca/contracts';
import {
  type BusinessFormValue,
  businessFormProblem,
  emptyBusinessForm,
  invalidBusinessParts,
  newBusinessFormSchema,
} from '@cerca/contracts/business-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

// The house pattern for a form: react-hook-form + zodResolver over the contracts' schema. The
// business part is mf_discovery's business form ("./business-form"), validated with discovery's
// own schema for a new business (@cerca/contracts/business-form); this file only adds what the
// page itself asks: the credentials.

export type AuthMode = 'sign-in' | 'sign-up';

export function parseUserType(value: string | null | undefined): UserType {
  return value === 'business' ? 'business' : 'user';
}

const credentialsShape = {
  email: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
};
const credentialsSchema = z.object(credentialsShape);

/** A Negocio sign-up: credentials, and the business with its 1–3 photos as the endpoint takes them. */
const businessSignUpSchema = z.object({ ...credentialsShape, business: newBusinessFormSchema('sign-up') });

/** What the inputs hold: the credentials and the business form's value. */
export interface AuthFormValues {
  email: string;
  password: string;
  business: BusinessFormValue;
}

/** What a valid submit hands over: the business part only for a Negocio sign-up. */
export type AuthFormOutput = z.output<typeof credentialsSchema> & {
  business?: z.output<typeof businessSignUpSchema>['business'];
};

export function authFormDefaults(place: { countryId: string | null; cityId: string | null }): AuthFormValues {
  return { email: '', password: '', business: emptyBusinessForm(place) };
}

/** Signing in and a Personal sign-up check the credentials; a Negocio sign-up checks everything. */
export function authFormResolver(
  mode: AuthMode,
  userType: UserType,
): Resolver<AuthFormValues, unknown, AuthFormOutput> {
  const schema = mode === 'sign-up' && userType === 'business' ? businessSignUpSchema : credentialsSchema;
  // The inputs hold text; the schema's input type is what it parses from (unknown for blanks).
  return zodResolver(schema) as unknown as Resolver<AuthFormValues, unknown, AuthFormOutput>;
}

/** Keys of ordering.json `auth.errors`, so messages stay in the resource file. */
export type AuthFormError =
  | 'missingCredentials'
  | 'missingBusinessFields'
  | 'invalidWebsite'
  | 'missingPhotos';

const BUSINESS_ERRORS = {
  missingFields: 'missingBusinessFields',
  invalidWebsite: 'invalidWebsite',
  missingPhotos: 'missingPhotos',
} as const;

/** The one toast a failed submit shows, in the order the spec checks: credentials, business, photos. */
export function firstFormError(errors: FieldErrors<AuthFormValues>): AuthFormError {
  if (errors.email || errors.password) return 'missingCredentials';
  const problem = businessFormProblem(invalidBusinessParts(errors.business));
  return problem ? BUSINESS_ERRORS[problem] : 'missingBusinessFields';
}
