import { BUSINESS_PHOTO_MAX_BYTES } from '@cerca/contracts/business';
import { ApiError } from '@cerca/session';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import texts from '../../../locales/es-MX/add-business.json';
import {
  businessFormDefaults,
  businessFormResolver,
  createErrorText,
  firstFormError,
  MAX_PHOTOS,
  selectPhotos,
  toBusinessFormData,
} from './business-form';

const CITY_ID = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const image = (name: string, size = 1024) => ({ name, type: 'image/png', size });

describe('photo rules', () => {
  it('keeps images within 5 MB and names each refused file', async () => {
    const result = selectPhotos(
      [],
      [
        image('fachada.png'),
        { name: 'menu.pdf', type: 'application/pdf', size: 10 },
        image('enorme.jpg', BUSINESS_PHOTO_MAX_BYTES + 1),
      ],
      MAX_PHOTOS.photos,
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['fachada.png']);
    expect(result.rejected).toEqual([
      { fileName: 'menu.pdf', reason: 'notImage' },
      { fileName: 'enorme.jpg', reason: 'tooLarge' },
    ]);
    // The spec's exact messages, as the toasts show them.
    const t = await i18next
      .createInstance()
      .init({ lng: 'es-MX', resources: { 'es-MX': { t: texts } }, defaultNS: 't' });
    expect(t('addBusiness.photos.tooLarge', { file: 'enorme.jpg' })).toBe(
      'enorme.jpg es demasiado grande (máximo 5MB)',
    );
    expect(t('addBusiness.photos.notImage', { file: 'menu.pdf' })).toBe('menu.pdf no es una imagen válida');
  });
  it('accepts a photo of exactly 5 MB', () => {
    expect(
      selectPhotos([], [image('justo.jpg', BUSINESS_PHOTO_MAX_BYTES)], MAX_PHOTOS.photos).accepted,
    ).toHaveLength(1);
  });
  it('stops at the server’s limits for a new business: 5 main photos and 3 banners', () => {
    const current = [new File(['a'], 'a.png', { type: 'image/png' })];
    const picked = Array.from({ length: 6 }, (_, i) => image(`foto-${i}.png`));
    expect(MAX_PHOTOS).toEqual({ photos: 5, banners: 3 });
    const main = selectPhotos(current, picked, MAX_PHOTOS.photos);
    expect(main.accepted).toHaveLength(5);
    expect(main.overLimit).toBe(true);
    const banners = selectPhotos([], picked.slice(0, 3), MAX_PHOTOS.banners);
    expect(banners.accepted).toHaveLength(3);
    expect(banners.overLimit).toBe(false);
  });
});

describe('the form', () => {
  it('starts at price range 1, a menu business and the preselected city', () => {
    const values = businessFormDefaults({ countryId: 'mx', cityId: CITY_ID });
    expect(values.business.price_range).toBe('1');
    expect(values.business.business_type).toBe('menu');
    expect(values.business.city_id).toBe(CITY_ID);
    expect(values.countryId).toBe('mx');
    expect(businessFormDefaults({}).business.city_id).toBe('');
  });
  it('names the first problem the way the server does', () => {
    expect(firstFormError({ business: { name: { type: 'too_small' } } })).toBe('missingFields');
    expect(firstFormError({ business: { website: { type: 'invalid_format' } } })).toBe('invalidWebsite');
    expect(firstFormError({ photos: { type: 'too_small' } })).toBe('missingPhotos');
  });
  it('sends the contract’s fields, main photos as "photos" and banners as "banners", the platform only with a website', () => {
    const photo = new File(['x'], 'frente.png', { type: 'image/png' });
    const base = {
      name: 'Café Luna',
      description: 'Café de olla',
      address: 'Calle 5',
      city: 'Puebla',
      state: 'Puebla',
      zip_code: '72000',
      category: 'Cafeterías',
      subcategory: 'Brunch',
      city_id: CITY_ID,
      price_range: 2,
      business_type: 'services' as const,
      website_platform: 'instagram' as const,
    };
    const banner = new File(['y'], 'portada.png', { type: 'image/png' });
    const form = toBusinessFormData(base, [photo], [banner]);
    expect(form.get('price_range')).toBe('2');
    expect(form.get('business_type')).toBe('services');
    expect(form.has('website_platform')).toBe(false);
    expect(form.has('phone')).toBe(false);
    expect(form.getAll('photos')).toHaveLength(1);
    expect((form.get('banners') as File).name).toBe('portada.png');
    const withSite = toBusinessFormData({ ...base, website: 'https://instagram.com/cafeluna' }, []);
    expect(withSite.get('website_platform')).toBe('instagram');
  });
  it('shows the server’s specific message, else the spec’s', () => {
    const fallback = texts.addBusiness.toasts.error;
    const limit = new ApiError(
      409,
      'business_limit_reached',
      'Has alcanzado el límite de negocios para tu cuenta',
    );
    expect(createErrorText(limit, fallback)).toBe('Has alcanzado el límite de negocios para tu cuenta');
    expect(createErrorText(new ApiError(0, 'network_error', 'Sin conexión'), fallback)).toBe(fallback);
    expect(createErrorText(new ApiError(500, 'internal_error', 'Ocurrió un error'), fallback)).toBe(fallback);
    expect(createErrorText(new Error('boom'), fallback)).toBe(fallback);
  });
});

describe('the resolver', () => {
  const resolve = (values: ReturnType<typeof businessFormDefaults>) =>
    businessFormResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const filled = () => {
    const values = businessFormDefaults({ countryId: 'mx', cityId: CITY_ID });
    Object.assign(values.business, {
      name: ' Tacos El Güero ',
      description: 'Tacos al pastor',
      address: 'Av. Juárez 123',
      city: 'Guadalajara',
      state: 'Jalisco',
      zip_code: '44100',
      category: 'Restaurantes',
      subcategory: 'Tacos',
    });
    return values;
  };

  it('hands over the body the endpoint takes', async () => {
    const values = filled();
    values.photos = [new File(['x'], 'fachada.png', { type: 'image/png' })];
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      business: { name: 'Tacos El Güero', price_range: 1, business_type: 'menu', city_id: CITY_ID },
    });
  });
  it('refuses blank required fields, a non-http website and a business without photos', async () => {
    const values = filled();
    values.business.zip_code = ' ';
    values.business.website = 'javascript:alert(1)';
    const result = await resolve(values);
    expect(Object.keys(result.errors.business ?? {}).sort()).toEqual(['website', 'zip_code']);
    expect(result.errors.photos).toBeDefined();
  });
});
