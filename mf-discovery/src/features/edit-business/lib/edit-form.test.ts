import { type Business, websitePlatformFor } from '@cerca/contracts/business';
import { invalidBusinessParts } from '@cerca/contracts/business-form';
import { describe, expect, it } from 'vitest';
import {
  type EditBusinessValues,
  editFormDefaults,
  editFormResolver,
  scheduleFormValues,
  scheduleRows,
  selectNewPhotos,
  toUpdateBody,
  withDayClosed,
  withSecondShift,
} from './edit-form';

const business: Business = {
  id: '7c1a5c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  owner_id: '8d2b6d4f-2b3c-4d4e-9f50-6b7c8d9e0f1a',
  name: 'Tortas Ahogadas El Güero',
  description: 'Tortas ahogadas',
  address: 'Calle 1',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
  phone: null,
  website: 'https://instagram.com/elguero',
  website_platform: 'instagram',
  category: 'Restaurantes',
  subcategory: 'Comida mexicana',
  price_range: 2,
  city_id: '9e3c7e50-3c4d-4e5f-a061-7c8d9e0f1a2b',
  business_type: 'menu',
  schedule: { monday_start: '08:00', monday_end: '18:00', sunday_start: '25:00' },
  special_hours: [{ date: '2026-12-12', start: '', end: '' }],
  rating_avg: 4.5,
  rating_count: 2,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  photos: [],
};

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the schedule in the form', () => {
  it('lists the week Monday first, two inputs a day', () => {
    const rows = scheduleRows();
    expect(rows.map((row) => row.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(rows[0]).toEqual({
      day: 'monday',
      start: 'schedule.monday_start',
      end: 'schedule.monday_end',
      start2: 'schedule.monday_start_2',
      end2: 'schedule.monday_end_2',
    });
  });

  it('keeps stored times and fills missing or odd ones with the defaults', () => {
    const schedule = scheduleFormValues(business.schedule);
    expect(schedule.monday_start).toBe('08:00');
    expect(schedule.monday_end).toBe('18:00');
    expect(schedule.friday_start).toBe('09:00');
    expect(schedule.friday_end).toBe('21:00');
    expect(schedule.sunday_start).toBe('10:00');
    expect(schedule.saturday_end).toBe('20:00');
    expect(Object.keys(schedule)).toHaveLength(14);
  });

  it('keeps a closed day closed and a second shift (issue 25)', () => {
    const schedule = scheduleFormValues({
      sunday_start: '',
      sunday_end: '',
      friday_start: '09:00',
      friday_end: '15:00',
      friday_start_2: '18:00',
      friday_end_2: '01:00',
    });
    expect(schedule).toMatchObject({
      sunday_start: '',
      sunday_end: '',
      friday_start_2: '18:00',
      friday_end_2: '01:00',
    });
    expect(schedule.monday_start_2).toBeUndefined();
  });

  it('ticks Cerrado to blank the day, and back to the default hours', () => {
    const week = scheduleFormValues({});
    const closed = withDayClosed(withSecondShift(week, 'monday', true), 'monday', true);
    expect(closed).toMatchObject({ monday_start: '', monday_end: '' });
    expect(closed.monday_start_2).toBeUndefined();
    expect(withDayClosed(closed, 'monday', false)).toMatchObject({
      monday_start: '09:00',
      monday_end: '21:00',
    });
  });

  it('adds a second shift after a first one shortened to 15:00, and removes it', () => {
    const split = withSecondShift(scheduleFormValues({}), 'friday', true);
    expect(split).toMatchObject({
      friday_start: '09:00',
      friday_end: '15:00',
      friday_start_2: '18:00',
      friday_end_2: '22:00',
    });
    expect(withSecondShift(split, 'friday', false).friday_start_2).toBeUndefined();
  });
});

describe('the edit form values', () => {
  const resolve = (values: EditBusinessValues) =>
    editFormResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const withBusinessFields = (changes: Partial<EditBusinessValues['business']['fields']>) => {
    const values = editFormDefaults(business);
    return { ...values, business: { ...values.business, fields: { ...values.business.fields, ...changes } } };
  };

  it('prefills every field as text, blank optional ones as empty text', () => {
    expect(editFormDefaults(business).business.fields).toMatchObject({
      name: 'Tortas Ahogadas El Güero',
      phone: '',
      website: 'https://instagram.com/elguero',
      website_platform: 'instagram',
      price_range: '2',
      city_id: business.city_id,
    });
  });

  it('checks with the endpoint schema and sends blank optional fields as cleared', async () => {
    const result = await resolve(withBusinessFields({ website: '', phone: ' ' }));
    expect(result.errors).toEqual({});
    const body = toUpdateBody(result.values as never);
    expect(body).toMatchObject({ phone: null, website: null, name: business.name, price_range: 2 });
    expect(body.schedule?.monday_start).toBe('08:00');
    // The platform the form still holds labels no website: the business stores none.
    expect(websitePlatformFor(body.website, body.website_platform)).toBeNull();
  });

  it('refuses a blank name and a time out of the day', async () => {
    const values = withBusinessFields({ name: '  ' });
    values.schedule = { ...values.schedule, friday_end: '24:30' };
    const result = await resolve(values);
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['business', 'schedule']));
    expect(invalidBusinessParts(result.errors.business as never)).toEqual(['name']);
  });

  it('labels a website without a platform as a plain website', () => {
    expect(websitePlatformFor('https://cerca.mx', null)).toBe('website');
  });
});

describe('new main photos', () => {
  it('takes images of at most 5 MB, naming the refused files', () => {
    const picked = [
      file('a.jpg', 'image/jpeg'),
      file('menu.pdf', 'application/pdf'),
      file('grande.png', 'image/png', 5 * 1024 * 1024 + 1),
      file('justo.png', 'image/png', 5 * 1024 * 1024),
    ];
    const selection = selectNewPhotos(0, picked);
    expect(selection.accepted.map((f) => f.name)).toEqual(['a.jpg', 'justo.png']);
    expect(selection.rejected).toEqual([
      { fileName: 'menu.pdf', reason: 'notImage' },
      { fileName: 'grande.png', reason: 'tooLarge' },
    ]);
    expect(selection.overLimit).toBe(false);
  });

  it('stops at five main photos in total, counting those already there', () => {
    const picked = [file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')];
    expect(selectNewPhotos(3, picked)).toMatchObject({ overLimit: true });
    expect(selectNewPhotos(3, picked).accepted).toHaveLength(2);
    expect(selectNewPhotos(5, picked).accepted).toHaveLength(0);
  });
});
