import * as z from 'zod/mini';
import { specialHoursListSchema, specialHoursSchema } from './special-hours';

export const WEBSITE_PLATFORMS = ['website', 'facebook', 'instagram', 'airbnb'] as const;
export const websitePlatformSchema = z.enum(WEBSITE_PLATFORMS);
/** 'menu' businesses take orders from their menu; 'services' ones list services. */
export const BUSINESS_TYPES = ['menu', 'services'] as const;
export const businessTypeSchema = z.enum(BUSINESS_TYPES);
export const PHOTO_TYPES = ['main', 'banner'] as const;
export const photoTypeSchema = z.enum(PHOTO_TYPES);

export const businessPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  type: photoTypeSchema,
  created_at: z.string(),
});

/** Price range: 1 ($ Económico) to 4 ($$$$ Muy Costoso). */
export const PRICE_RANGE = { min: 1, max: 4 } as const;
export const priceRangeSchema = z.int().check(z.minimum(PRICE_RANGE.min), z.maximum(PRICE_RANGE.max));

/** A business with its photos and maintained rating (average of reviews, 0 without any). */
export const businessSchema = z.object({
  id: z.uuid(),
  owner_id: z.uuid(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  website_platform: z.nullable(websitePlatformSchema),
  category: z.string(),
  subcategory: z.string(),
  price_range: priceRangeSchema,
  city_id: z.nullable(z.uuid()),
  business_type: businessTypeSchema,
  /** monday_start … sunday_end as 'HH:MM' ('' closed), optional <day>_start_2/_end_2 (BusinessSchedule). */
  schedule: z.record(z.string(), z.string()),
  /** Hours of single dates that replace the week's (special-hours.ts), by date. */
  special_hours: z.array(specialHoursSchema),
  rating_avg: z.number(),
  rating_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  photos: z.array(businessPhotoSchema),
});

/** GET /api/discovery/businesses/:id and the 201 of POST /api/discovery/businesses. */
export const businessResponseSchema = z.object({ business: businessSchema });

/**
 * Business photos: images only, 5 MB each. At creation (spec 01 §5): 1–5 main photos (multipart
 * field `photos`) and up to 3 banner photos (field `banners`). The sign-up form of /profile takes
 * 1–3 photos (spec 02 §5), all main.
 */
export const BUSINESS_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const BUSINESS_PHOTOS_AT_CREATION = { min: 1, max: 5 } as const;
export const BUSINESS_BANNERS_AT_CREATION = { max: 3 } as const;
export const BUSINESS_PHOTOS_AT_SIGN_UP = { min: 1, max: 3 } as const;

/** Empty form inputs mean "not given": blank strings reach the schema as undefined. */
const blankAsMissing = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    schema,
  );
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) =>
  blankAsMissing(z.optional(z.string().check(z.trim(), z.maxLength(max))));

/**
 * What a business stores as its website's platform: a platform labels a website, so there is none
 * without one, and a website given without a platform is a plain 'website'. Both endpoints store
 * exactly this, whatever the request sent.
 */
export function websitePlatformFor(
  website: string | null | undefined,
  platform: WebsitePlatform | null | undefined,
): WebsitePlatform | null {
  return website ? (platform ?? 'website') : null;
}

/** The business form's fields, before the website rule (the edit schema picks from these). */
const businessFieldsObject = z.object({
  name: text(120),
  description: text(5000),
  address: text(300),
  city: text(120),
  state: text(120),
  zip_code: text(20),
  category: text(100),
  subcategory: text(100),
  city_id: z.string().check(z.trim(), z.uuid()),
  price_range: blankAsMissing(z._default(z.pipe(z.coerce.number(), priceRangeSchema), PRICE_RANGE.min)),
  phone: optionalText(40),
  // http and https only: a javascript: or data: address would run in the page that links it.
  website: blankAsMissing(
    z.optional(z.string().check(z.trim(), z.url({ protocol: /^https?$/ }), z.maxLength(500))),
  ),
  website_platform: blankAsMissing(z.optional(websitePlatformSchema)),
  business_type: blankAsMissing(z._default(businessTypeSchema, 'menu')),
});

/**
 * The text fields of POST /api/discovery/businesses (multipart/form-data; the same schema drives
 * the business form through react-hook-form's zodResolver). Missing required fields answer 400
 * 'missing_fields' 'Por favor completa todos los campos obligatorios del negocio'; a bad format
 * answers 400 'validation_error'. The parsed platform follows websitePlatformFor: none without a
 * website.
 */
export const createBusinessFieldsSchema = businessFieldsObject.check(
  z.overwrite((fields) => ({
    ...fields,
    website_platform: websitePlatformFor(fields.website, fields.website_platform) ?? undefined,
  })),
);

/** Business photos after creation (edit page): at most 5 main photos in total, 5 MB each. */
export const BUSINESS_MAIN_PHOTOS_MAX = 5;

/** Weekdays in the order the schedule shows them (the week starts on Monday). */
export const SCHEDULE_WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type ScheduleWeekday = (typeof SCHEDULE_WEEKDAYS)[number];

/** 'HH:MM' on a 24-hour clock, 00:00 to 23:59. */
export const scheduleTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** A shift's edge: 'HH:MM', or '' when the day has no such shift (a closed day, no second shift). */
const shiftEdgeSchema = z.union([scheduleTimeSchema, z.literal('')]);

type ShiftKey = `${ScheduleWeekday}_${'start' | 'end'}`;
type SecondShiftKey = `${ScheduleWeekday}_${'start_2' | 'end_2'}`;
/**
 * The weekly schedule, stored flat in businesses.schedule: <day>_start/<day>_end (both '' when the
 * day is "Cerrado") and an optional second shift <day>_start_2/<day>_end_2 (split shifts, e.g.
 * 09:00–15:00 and 18:00–23:00). A shift whose end is earlier than its start runs past midnight.
 */
export type BusinessSchedule = { [K in ShiftKey]: string } & { [K in SecondShiftKey]?: string };

/** Why a day's hours are refused; the form says each in Spanish. */
export type ScheduleProblem = 'incomplete_shift' | 'empty_shift' | 'shifts_overlap';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What is wrong with one day's hours, and on which key; null when they are fine. */
export function scheduleDayProblem(
  schedule: Partial<Record<string, string>>,
  day: ScheduleWeekday,
): { key: string; problem: ScheduleProblem } | null {
  const start = schedule[`${day}_start`] ?? '';
  const end = schedule[`${day}_end`] ?? '';
  const start2 = schedule[`${day}_start_2`] ?? '';
  const end2 = schedule[`${day}_end_2`] ?? '';
  if ((start === '') !== (end === '')) return { key: `${day}_end`, problem: 'incomplete_shift' };
  if ((start2 === '') !== (end2 === '')) return { key: `${day}_end_2`, problem: 'incomplete_shift' };
  if (start !== '' && start === end) return { key: `${day}_end`, problem: 'empty_shift' };
  if (start2 === '') return null;
  if (start2 === end2) return { key: `${day}_end_2`, problem: 'empty_shift' };
  // A second shift follows a first one that ends the same day; only the second may pass midnight
  // (and then it must not reach back into the first).
  if (start === '') return { key: `${day}_start`, problem: 'incomplete_shift' };
  const [s1, e1, s2, e2] = [start, end, start2, end2].map(minutesOf) as [number, number, number, number];
  if (e1 < s1 || s2 < e1) return { key: `${day}_start_2`, problem: 'shifts_overlap' };
  if (e2 < s2 && e2 > s1) return { key: `${day}_end_2`, problem: 'shifts_overlap' };
  return null;
}

const scheduleShape = Object.fromEntries(
  SCHEDULE_WEEKDAYS.flatMap((day) => [
    [`${day}_start`, shiftEdgeSchema],
    [`${day}_end`, shiftEdgeSchema],
    [`${day}_start_2`, z.optional(shiftEdgeSchema)],
    [`${day}_end_2`, z.optional(shiftEdgeSchema)],
  ]),
);

/** The weekly schedule: every day's first shift or '' (closed), an optional second shift. */
export const businessScheduleSchema = z.object(scheduleShape).check(
  z.superRefine((schedule, context) => {
    for (const day of SCHEDULE_WEEKDAYS) {
      const found = scheduleDayProblem(schedule as Record<string, string>, day);
      if (found) context.addIssue({ code: 'custom', path: [found.key], message: found.problem });
    }
  }),
) as unknown as z.ZodMiniType<BusinessSchedule, BusinessSchedule>;

/** Empty text clears an optional field in an edit: blank strings become null. */
const blankAsNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)),
    z.optional(z.nullable(schema)),
  );

const editableText = z.omit(businessFieldsObject, {
  price_range: true,
  business_type: true,
  phone: true,
  website: true,
  website_platform: true,
});

/**
 * The JSON body of PATCH /api/discovery/businesses/:id: any field of the business form (absent
 * means unchanged; blank or null phone, website and website_platform clear them) and the whole
 * weekly schedule. A new main category comes with a subcategory of it (400 'invalid_category').
 * The stored platform follows websitePlatformFor over the edited business (no website, no platform).
 */
export const updateBusinessFieldsSchema = z.object({
  ...z.partial(editableText).shape,
  price_range: z.optional(priceRangeSchema),
  business_type: z.optional(businessTypeSchema),
  phone: blankAsNull(z.string().check(z.trim(), z.maxLength(40))),
  website: blankAsNull(z.string().check(z.trim(), z.url({ protocol: /^https?$/ }), z.maxLength(500))),
  website_platform: blankAsNull(websitePlatformSchema),
  schedule: z.optional(businessScheduleSchema),
  /** The whole list of special dates; dates already past in the city are dropped on save. */
  special_hours: z.optional(specialHoursListSchema),
});

/** DELETE /api/discovery/businesses/:id/photos/:photoId answers 204 with no body. */
export const businessPhotoDeletedSchema = z.null();

/** Fields that must be present (non-blank) for the business form. */
export const REQUIRED_BUSINESS_FIELDS = [
  'name',
  'description',
  'address',
  'city',
  'state',
  'zip_code',
  'category',
  'subcategory',
  'city_id',
] as const;

export type BusinessPhoto = z.infer<typeof businessPhotoSchema>;
export type Business = z.infer<typeof businessSchema>;
export type BusinessResponse = z.infer<typeof businessResponseSchema>;
export type CreateBusinessFields = z.infer<typeof createBusinessFieldsSchema>;
/** The names of the business form's fields, as the endpoints take them. */
export type BusinessFieldName = keyof z.input<typeof createBusinessFieldsSchema>;
export type UpdateBusinessFields = z.input<typeof updateBusinessFieldsSchema>;
export type UpdatedBusinessFields = z.output<typeof updateBusinessFieldsSchema>;
export type WebsitePlatform = z.infer<typeof websitePlatformSchema>;
export type BusinessType = z.infer<typeof businessTypeSchema>;
