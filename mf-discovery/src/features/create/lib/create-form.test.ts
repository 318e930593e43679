import { describe, expect, it } from 'vitest';
import {
  type CreateFormValues,
  createFormDefaults,
  createFormResolver,
  expiresAtOf,
  formProblem,
  localDateOf,
  parseCreateForm,
} from './create-form';

const TODAY = '2025-06-15';
const BUSINESS = '7d4c3b0a-2f1e-4d5c-9b8a-1a2b3c4d5e6f';
const photo = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' });

const values = (overrides: Partial<CreateFormValues>): CreateFormValues => ({
  ...createFormDefaults([{ id: BUSINESS }]),
  ...overrides,
});

describe('defaults', () => {
  it('chooses the only business and leaves the choice to owners of several', () => {
    expect(createFormDefaults([{ id: BUSINESS }])).toEqual({
      business_id: BUSINESS,
      business_name: '',
      city_id: '',
      type: 'post',
      caption: '',
      title: '',
      date: '',
      files: [],
    });
    expect(createFormDefaults([{ id: BUSINESS }, { id: 'other' }]).business_id).toBe('');
  });
});

describe('required fields per type (spec 01 §5)', () => {
  it('asks for a business first', () => {
    expect(formProblem(values({ business_id: '', caption: 'Hola' }), TODAY)).toBe('business');
  });
  it('a story needs a photo or a video', () => {
    expect(formProblem(values({ type: 'story' }), TODAY)).toBe('storyMedia');
    expect(formProblem(values({ type: 'story', files: [clip] }), TODAY)).toBeNull();
    expect(formProblem(values({ type: 'story', files: [photo] }), TODAY)).toBeNull();
  });
  it('a post needs a description; its media is optional', () => {
    expect(formProblem(values({ type: 'post', caption: '   ' }), TODAY)).toBe('postCaption');
    expect(formProblem(values({ type: 'post', caption: 'Nuevo menú' }), TODAY)).toBeNull();
    expect(
      formProblem(values({ type: 'post', caption: 'Nuevo menú', files: [photo, photo] }), TODAY),
    ).toBeNull();
  });
  it('a promotion needs a description; its expiry is optional', () => {
    expect(formProblem(values({ type: 'promotion' }), TODAY)).toBe('promotionFields');
    expect(formProblem(values({ type: 'promotion', caption: '2x1' }), TODAY)).toBeNull();
    expect(formProblem(values({ type: 'promotion', caption: '2x1', date: TODAY }), TODAY)).toBeNull();
  });
  it('an event needs a description, a date and an image, in that order', () => {
    expect(formProblem(values({ type: 'event', files: [photo] }), TODAY)).toBe('eventFields');
    expect(formProblem(values({ type: 'event', caption: 'Jazz', files: [photo] }), TODAY)).toBe(
      'eventFields',
    );
    expect(formProblem(values({ type: 'event', caption: 'Jazz', date: '2025-06-20' }), TODAY)).toBe(
      'eventImage',
    );
    expect(
      formProblem(values({ type: 'event', caption: 'Jazz', date: '2025-06-20', files: [photo] }), TODAY),
    ).toBeNull();
  });
});

describe('a person without a business (spec 01 §2, §6)', () => {
  const CITY = '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b';
  const typed = (overrides: Partial<CreateFormValues>): CreateFormValues => ({
    ...createFormDefaults([], CITY),
    ...overrides,
  });
  it('starts with no name and their chosen city', () => {
    expect(createFormDefaults([], CITY)).toMatchObject({ business_id: '', business_name: '', city_id: CITY });
  });
  it('asks for the business name first, trimmed and up to 120 characters', () => {
    expect(formProblem(typed({ caption: 'Hola' }), TODAY)).toBe('business');
    expect(formProblem(typed({ business_name: '   ', caption: 'Hola' }), TODAY)).toBe('business');
    expect(formProblem(typed({ business_name: 'x'.repeat(121), caption: 'Hola' }), TODAY)).toBe('business');
    expect(formProblem(typed({ business_name: 'x'.repeat(120), caption: 'Hola' }), TODAY)).toBeNull();
  });
  it('needs a city', () => {
    expect(formProblem(typed({ business_name: 'Tacos Ana', city_id: '', caption: 'Hola' }), TODAY)).toBe(
      'city',
    );
  });
  it('publishes a story or a post under the typed name in the chosen city', () => {
    expect(
      parseCreateForm(typed({ business_name: ' Tacos Ana ', type: 'story', files: [photo] }), TODAY),
    ).toEqual({
      ok: true,
      output: { type: 'story', business_name: 'Tacos Ana', city_id: CITY, file: photo },
    });
    expect(parseCreateForm(typed({ business_name: 'Tacos Ana', caption: ' Hola ' }), TODAY)).toEqual({
      ok: true,
      output: {
        type: 'post',
        business_name: 'Tacos Ana',
        city_id: CITY,
        fields: { caption: 'Hola' },
        files: [],
      },
    });
    expect(formProblem(typed({ business_name: 'Tacos Ana', type: 'story' }), TODAY)).toBe('storyMedia');
    expect(formProblem(typed({ business_name: 'Tacos Ana', caption: ' ' }), TODAY)).toBe('postCaption');
  });
  it('leaves promotions and events to owners', () => {
    expect(formProblem(typed({ business_name: 'Tacos Ana', type: 'promotion', caption: '2x1' }), TODAY)).toBe(
      'business',
    );
    expect(
      formProblem(
        typed({
          business_name: 'Tacos Ana',
          type: 'event',
          caption: 'Jazz',
          date: '2025-06-20',
          files: [photo],
        }),
        TODAY,
      ),
    ).toBe('business');
  });
});

describe('dates (minimum today)', () => {
  it('gives today in the browser’s zone as YYYY-MM-DD', () => {
    expect(localDateOf(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDateOf(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
  it('refuses a date before today for events and promotions', () => {
    const past = '2025-06-14';
    expect(formProblem(values({ type: 'event', caption: 'Jazz', date: past, files: [photo] }), TODAY)).toBe(
      'pastDate',
    );
    expect(formProblem(values({ type: 'promotion', caption: '2x1', date: past }), TODAY)).toBe('pastDate');
    expect(
      formProblem(values({ type: 'event', caption: 'Jazz', date: TODAY, files: [photo] }), TODAY),
    ).toBeNull();
  });
  it('a promotion expires at the end of its chosen day', () => {
    const expires = new Date(expiresAtOf('2025-06-20'));
    expect(localDateOf(expires)).toBe('2025-06-20');
    expect(expires.getHours()).toBe(23);
    expect(expires.getMinutes()).toBe(59);
  });
});

describe('what a valid form sends', () => {
  it('trims the description and leaves out a blank title', () => {
    const post = parseCreateForm(values({ caption: '  Hola  ', files: [photo] }), TODAY);
    expect(post).toEqual({
      ok: true,
      output: { type: 'post', business_id: BUSINESS, fields: { caption: 'Hola' }, files: [photo] },
    });
    const promotion = parseCreateForm(values({ type: 'promotion', caption: ' 2x1 ', title: '  ' }), TODAY);
    expect(promotion).toEqual({
      ok: true,
      output: { type: 'promotion', business_id: BUSINESS, body: { message: '2x1' } },
    });
  });
  it('gives a promotion its expiry and an event its title and date', () => {
    const promotion = parseCreateForm(
      values({ type: 'promotion', caption: '2x1', date: '2025-06-20' }),
      TODAY,
    );
    expect(promotion.ok && promotion.output.type === 'promotion' && promotion.output.body.expires_at).toBe(
      expiresAtOf('2025-06-20'),
    );
    const event = parseCreateForm(
      values({ type: 'event', caption: 'Jazz', title: ' Noche ', date: '2025-06-20', files: [photo] }),
      TODAY,
    );
    expect(event).toEqual({
      ok: true,
      output: {
        type: 'event',
        business_id: BUSINESS,
        fields: { title: 'Noche', description: 'Jazz', event_date: '2025-06-20' },
        file: photo,
      },
    });
  });
  it('the resolver gives the request or the problem on its field', async () => {
    const resolver = createFormResolver(TODAY);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const invalid = await resolver(values({ type: 'story' }), undefined, options);
    expect(invalid.errors).toEqual({ files: { type: 'validate', message: 'storyMedia' } });
    const valid = await resolver(values({ type: 'story', files: [clip] }), undefined, options);
    expect(valid.values).toEqual({ type: 'story', business_id: BUSINESS, file: clip });
  });
});
