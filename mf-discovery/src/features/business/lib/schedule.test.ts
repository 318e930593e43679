import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import texts from '../../../locales/es-MX/businesses.json';
import { todayIn, upcomingSpecialDates, WEEK_DAYS, weekSchedule } from './schedule';

describe('weekly schedule', () => {
  it('starts on Monday and ends on Sunday', () => {
    expect(WEEK_DAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });

  it('lists each day Monday first, whatever the order of the record', () => {
    const rows = weekSchedule({
      sunday_start: '10:00',
      sunday_end: '20:00',
      monday_end: '21:00',
      monday_start: '09:00',
      saturday_start: '18:00',
      saturday_end: '02:00',
    });
    expect(rows.map((row) => row.day)).toEqual(WEEK_DAYS);
    expect(rows[0]).toEqual({ day: 'monday', shifts: [{ start: '09:00', end: '21:00' }] });
    expect(rows[5]).toEqual({ day: 'saturday', shifts: [{ start: '18:00', end: '02:00' }] });
    expect(rows[6]).toEqual({ day: 'sunday', shifts: [{ start: '10:00', end: '20:00' }] });
  });

  it('marks days without both times as closed', () => {
    const rows = weekSchedule({ tuesday_start: '09:00', wednesday_start: 'x', wednesday_end: '10:00' });
    expect(rows[1]).toEqual({ day: 'tuesday', shifts: [] });
    expect(rows[2]).toEqual({ day: 'wednesday', shifts: [] });
  });

  it('lists a second shift, and none on a day closed with blank times (issue 25)', () => {
    const rows = weekSchedule({
      monday_start: '09:00',
      monday_end: '15:00',
      monday_start_2: '18:00',
      monday_end_2: '23:00',
      tuesday_start: '',
      tuesday_end: '',
    });
    expect(rows[0]?.shifts).toEqual([
      { start: '09:00', end: '15:00' },
      { start: '18:00', end: '23:00' },
    ]);
    expect(rows[1]?.shifts).toEqual([]);
  });

  it('lists the special dates from today on in the business zone, by date', () => {
    const special = [
      { date: '2026-12-24', start: '10:00', end: '16:00' },
      { date: '2026-11-22', start: '', end: '' },
      { date: '2026-12-12', start: '', end: '' },
    ];
    // 2026-11-23 03:00 UTC is still 22 November in Mexico City.
    expect(upcomingSpecialDates(special, 'America/Mexico_City', new Date('2026-11-23T03:00:00Z'))).toEqual([
      { date: '2026-11-22', shifts: [] },
      { date: '2026-12-12', shifts: [] },
      { date: '2026-12-24', shifts: [{ start: '10:00', end: '16:00' }] },
    ]);
    expect(upcomingSpecialDates(special, 'UTC', new Date('2026-11-23T03:00:00Z'))).toHaveLength(2);
  });

  it('knows today in the business time zone', () => {
    // Monday 2026-11-23 03:00 UTC is still Sunday evening in Mexico City.
    const instant = new Date('2026-11-23T03:00:00Z');
    expect(todayIn('UTC', instant)).toBe('monday');
    expect(todayIn('America/Mexico_City', instant)).toBe('sunday');
    expect(todayIn('Not/AZone', new Date('2026-11-25T12:00:00Z'))).toBe('wednesday');
  });

  it('names every weekday in Spanish', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'es-MX', resources: { 'es-MX': { discovery: texts } }, defaultNS: 'discovery' });
    expect(WEEK_DAYS.map((day) => i18n.t(`business.days.${day}`))).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
  });
});
