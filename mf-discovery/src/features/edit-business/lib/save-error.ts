import { ApiError } from '@cerca/session';

/** Codes whose message says nothing about this form. */
const GENERIC_CODES = new Set(['network_error', 'unknown_error', 'invalid_response', 'internal_error']);

/**
 * The server's specific Spanish message for a refused save or upload (a category without its
 * subcategory, a photo too large, no permission), shown under the spec's toast; undefined when
 * the message would say nothing more.
 */
export function saveErrorDetail(error: unknown): string | undefined {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !GENERIC_CODES.has(error.code)
  ) {
    return error.message || undefined;
  }
  return undefined;
}

/** Keys of edit-business.json `editBusiness.errors`: the one toast an invalid form shows. */
export type EditFormError = 'missingFields' | 'invalidWebsite' | 'invalidSchedule';

export function firstEditFormError(invalidFields: readonly string[]): EditFormError {
  const fields = invalidFields.filter((field) => field !== 'schedule');
  if (fields.length === 1 && fields[0] === 'website') return 'invalidWebsite';
  if (fields.length === 0 && invalidFields.includes('schedule')) return 'invalidSchedule';
  return 'missingFields';
}
