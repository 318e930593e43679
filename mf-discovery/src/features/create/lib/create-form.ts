import {
  BUSINESS_NAME_MAX_LENGTH,
  type CreatePromotionBody,
  createEventFieldsSchema,
  createPostFieldsSchema,
  createPromotionBodySchema,
  POST_MAX_IMAGES,
} from '@cerca/contracts/publishing';
import type { Resolver } from 'react-hook-form';
import type { ContentType } from './content-types';

// Crear in the house form pattern: react-hook-form with a resolver over the schemas the
// publishing endpoints validate with (shared/contracts publishing.ts): a post's caption, a
// promotion's body, an event's fields. The form keeps one description, one title and one date
// for every type, so switching type keeps what was typed; each type hands them to its own
// endpoint's schema. The dialog adds only what it asks: a chosen business (or, for a person
// without one, a typed business name and their chosen city), the files, dates not before today. (The contracts' schemas are called directly: this remote has no zod of its own.)

/** What the inputs hold. */
export interface CreateFormValues {
  /** The owned business chosen (owners). */
  business_id: string;
  /** The typed business name (people without a business, spec 01 §6). */
  business_name: string;
  /** The city a typed-name publication is shown in: the person's chosen city. */
  city_id: string;
  type: ContentType;
  /** The description: a post's caption, a promotion's message, an event's description. */
  caption: string;
  /** Optional title of a promotion or an event. */
  title: string;
  /** YYYY-MM-DD: a promotion's expiry (optional) or an event's date. */
  date: string;
  files: File[];
}

type Parsed<S extends { safeParse: (value: unknown) => { data?: unknown } }> = NonNullable<
  ReturnType<S['safeParse']>['data']
>;
export type CreatePostFields = Parsed<typeof createPostFieldsSchema>;
export type CreateEventFields = Parsed<typeof createEventFieldsSchema>;

/** Who publishes a story or a post: an owned business, or a typed name in the chosen city. */
export type Publisher = { business_id: string } | { business_name: string; city_id: string };

/** What a valid submit hands over: each type's fields as its endpoint takes them. */
export type CreateFormOutput =
  | ({ type: 'story'; file: File } & Publisher)
  | ({ type: 'post'; fields: CreatePostFields; files: File[] } & Publisher)
  | { type: 'promotion'; business_id: string; body: CreatePromotionBody }
  | { type: 'event'; business_id: string; fields: CreateEventFields; file: File };

/** Keys of create.json `publish.problems`: the spec 01 §5 messages, in the order the spec checks. */
export type CreateFormProblem =
  | 'business'
  | 'city'
  | 'storyMedia'
  | 'postCaption'
  | 'promotionFields'
  | 'eventFields'
  | 'eventImage'
  | 'pastDate';

export type CreateFormResult =
  | { ok: true; output: CreateFormOutput }
  | { ok: false; problem: CreateFormProblem; field: keyof CreateFormValues };

/** Today in the browser's zone as YYYY-MM-DD, the `min` of the date pickers. */
export function localDateOf(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A promotion expires at the end of its chosen day (local time), as the ISO instant the API takes. */
export function expiresAtOf(date: string): string {
  return new Date(`${date}T23:59:59.999`).toISOString();
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real YYYY-MM-DD date, today or later (ISO dates compare as text). */
function isFromToday(date: string, today: string): boolean {
  return DATE_PATTERN.test(date) && !Number.isNaN(Date.parse(date)) && date >= today;
}

const fail = (problem: CreateFormProblem, field: keyof CreateFormValues): CreateFormResult => ({
  ok: false,
  problem,
  field,
});

/**
 * Checks the values in the order spec 01 §5 states and gives either what the endpoint takes or
 * the first problem. Publicar is enabled exactly when this passes.
 */
export function parseCreateForm(values: CreateFormValues, today: string): CreateFormResult {
  const business_id = values.business_id.trim();
  if (!business_id) return parseTypedName(values);
  const [first] = values.files;
  switch (values.type) {
    case 'story':
      if (!first || values.files.length > 1) return fail('storyMedia', 'files');
      return { ok: true, output: { type: 'story', business_id, file: first } };
    case 'post': {
      const fields = createPostFieldsSchema.safeParse({ caption: values.caption });
      if (!fields.success) return fail('postCaption', 'caption');
      if (values.files.length > POST_MAX_IMAGES) return fail('postCaption', 'files');
      return { ok: true, output: { type: 'post', business_id, fields: fields.data, files: values.files } };
    }
    case 'promotion': {
      const body = createPromotionBodySchema.safeParse({
        message: values.caption,
        ...(values.title.trim() ? { title: values.title } : {}),
      });
      if (!body.success) return fail('promotionFields', 'caption');
      const date = values.date.trim();
      // No expiry: the server gives 30 days.
      if (!date) return { ok: true, output: { type: 'promotion', business_id, body: body.data } };
      if (!isFromToday(date, today)) return fail('pastDate', 'date');
      return {
        ok: true,
        output: { type: 'promotion', business_id, body: { ...body.data, expires_at: expiresAtOf(date) } },
      };
    }
    case 'event': {
      const fields = createEventFieldsSchema.safeParse({
        description: values.caption,
        event_date: values.date,
        ...(values.title.trim() ? { title: values.title } : {}),
      });
      if (!fields.success)
        return fail('eventFields', fields.error.issues[0]?.path[0] === 'description' ? 'caption' : 'date');
      if (!isFromToday(fields.data.event_date, today)) return fail('pastDate', 'date');
      if (!first || values.files.length > 1) return fail('eventImage', 'files');
      return { ok: true, output: { type: 'event', business_id, fields: fields.data, file: first } };
    }
  }
}

/**
 * Without a chosen business: a typed business name (1–120 characters after trimming) in the
 * chosen city, for a story or a post; promotions and events stay with owners.
 */
function parseTypedName(values: CreateFormValues): CreateFormResult {
  const business_name = values.business_name.trim();
  if (!business_name || business_name.length > BUSINESS_NAME_MAX_LENGTH) {
    return fail('business', 'business_name');
  }
  const city_id = values.city_id.trim();
  if (!city_id) return fail('city', 'business_name');
  const publisher = { business_name, city_id };
  const [first] = values.files;
  switch (values.type) {
    case 'story':
      if (!first || values.files.length > 1) return fail('storyMedia', 'files');
      return { ok: true, output: { type: 'story', ...publisher, file: first } };
    case 'post': {
      const fields = createPostFieldsSchema.safeParse({ caption: values.caption });
      if (!fields.success) return fail('postCaption', 'caption');
      if (values.files.length > POST_MAX_IMAGES) return fail('postCaption', 'files');
      return { ok: true, output: { type: 'post', ...publisher, fields: fields.data, files: values.files } };
    }
    default:
      return fail('business', 'business_id');
  }
}

/** The first problem of the values, or null when they can be published. */
export function formProblem(values: CreateFormValues, today: string): CreateFormProblem | null {
  const result = parseCreateForm(values, today);
  return result.ok ? null : result.problem;
}

/** The form's resolver for today's date: the parsed request, or the first problem on its field. */
export function createFormResolver(today: string): Resolver<CreateFormValues, unknown, CreateFormOutput> {
  return async (values) => {
    const result = parseCreateForm(values, today);
    if (result.ok) return { values: result.output, errors: {} };
    return {
      values: {},
      errors: { [result.field]: { type: 'validate', message: result.problem } },
    };
  };
}

/**
 * The empty form. An owner of one business publishes as it; of several, chooses. A person without
 * a business types a name and publishes in `cityId`, their chosen city.
 */
export function createFormDefaults(businesses: readonly { id: string }[], cityId = ''): CreateFormValues {
  const only = businesses.length === 1 ? businesses[0]?.id : undefined;
  return {
    business_id: only ?? '',
    business_name: '',
    city_id: cityId,
    type: 'post',
    caption: '',
    title: '',
    date: '',
    files: [],
  };
}
