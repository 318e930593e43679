import { describe, expect, it } from 'vitest';
import { isOpenAt, localClock, nextOpeningAfter, resolveTimeZone } from '../src/opening-hours';

/** The spec's default hours: 09:00–21:00 Monday to Friday, 10:00–20:00 on the weekend. */
const DEFAULT_SCHEDULE = {
  monday_start: '09:00',
  monday_end: '21:00',
  tuesday_start: '09:00',
  tuesday_end: '21:00',
  wednesday_start: '09:00',
  wednesday_end: '21:00',
  thursday_start: '09:00',
  thursday_end: '21:00',
  friday_start: '09:00',
  friday_end: '21:00',
  saturday_start: '10:00',
  saturday_end: '20:00',
  sunday_start: '10:00',
  sunday_end: '20:00',
};

const MX = 'America/Mexico_City';
const at = (iso: string) => new Date(iso);

// Friday 2026-07-03, Saturday 07-04, Monday 07-06; Mexico City is UTC-6 all year since 2022.
const lateNight = { ...DEFAULT_SCHEDULE, friday_start: '18:00', friday_end: '02:00' };

describe('isOpenAt', () => {
  it('reads the schedule in the zone: Mexico City keeps UTC-6 in summer (no DST since 2022)', () => {
    // 15:00 UTC in July is 09:00 in Mexico City (it would be 10:00 with the old summer time).
    expect(localClock(at('2026-07-06T15:00:00Z'), MX)).toEqual({
      date: '2026-07-06',
      weekday: 'monday',
      minutes: 9 * 60,
    });
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-06T15:00:00Z'))).toBe(true);
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-06T14:59:00Z'))).toBe(false);
    // The same instants in January: the offset is the same.
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-01-05T15:00:00Z'))).toBe(true);
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-01-05T14:59:00Z'))).toBe(false);
  });

  it('opens inclusively and closes exclusively', () => {
    // Monday 09:00–21:00 in Mexico City: 21:00 local is 03:00 UTC on Tuesday.
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-07T02:59:00Z'))).toBe(true);
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-07T03:00:00Z'))).toBe(false);
  });

  it('uses each zone: Cancún is UTC-5 all year, Tijuana keeps US summer time (UTC-7 in July)', () => {
    // 14:00 UTC on Monday: 09:00 in Cancún (open), 08:00 in Mexico City (closed), 07:00 in Tijuana.
    const instant = at('2026-07-06T14:00:00Z');
    expect(isOpenAt(DEFAULT_SCHEDULE, 'America/Cancun', instant)).toBe(true);
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, instant)).toBe(false);
    expect(localClock(instant, 'America/Tijuana')).toEqual({
      date: '2026-07-06',
      weekday: 'monday',
      minutes: 7 * 60,
    });
    expect(localClock(at('2026-01-05T14:00:00Z'), 'America/Tijuana')).toEqual({
      date: '2026-01-05',
      weekday: 'monday',
      minutes: 6 * 60,
    });
  });

  it('keeps a closing time after midnight open into the next day', () => {
    const local = (day: string, time: string) => at(`${day}T${time}:00-06:00`);
    expect(isOpenAt(lateNight, MX, local('2026-07-03', '17:59'))).toBe(false);
    expect(isOpenAt(lateNight, MX, local('2026-07-03', '18:00'))).toBe(true);
    expect(isOpenAt(lateNight, MX, local('2026-07-03', '23:59'))).toBe(true);
    // Saturday before 02:00 still belongs to Friday night; Saturday's own hours start at 10:00.
    expect(isOpenAt(lateNight, MX, local('2026-07-04', '00:00'))).toBe(true);
    expect(isOpenAt(lateNight, MX, local('2026-07-04', '01:59'))).toBe(true);
    expect(isOpenAt(lateNight, MX, local('2026-07-04', '02:00'))).toBe(false);
    expect(isOpenAt(lateNight, MX, local('2026-07-04', '10:00'))).toBe(true);
    // Sunday night after Saturday's ordinary hours is closed.
    expect(isOpenAt(lateNight, MX, local('2026-07-05', '01:00'))).toBe(false);
  });

  it('treats a closing time of 00:00 as midnight and 24:00 as the end of the day', () => {
    const local = (time: string) => at(`2026-07-06T${time}:00-06:00`);
    const untilMidnight = { ...DEFAULT_SCHEDULE, monday_start: '20:00', monday_end: '00:00' };
    expect(isOpenAt(untilMidnight, MX, local('23:59'))).toBe(true);
    expect(isOpenAt(untilMidnight, MX, at('2026-07-07T00:00:00-06:00'))).toBe(false);
    const allDay = { ...DEFAULT_SCHEDULE, monday_start: '00:00', monday_end: '24:00' };
    expect(isOpenAt(allDay, MX, local('00:00'))).toBe(true);
    expect(isOpenAt(allDay, MX, local('23:59'))).toBe(true);
  });

  it('counts a day with missing, malformed or empty hours as closed', () => {
    const noon = at('2026-07-06T12:00:00-06:00');
    const { monday_start: _start, ...withoutMonday } = DEFAULT_SCHEDULE;
    expect(isOpenAt(withoutMonday, MX, noon)).toBe(false);
    expect(isOpenAt({ ...DEFAULT_SCHEDULE, monday_start: '9am' }, MX, noon)).toBe(false);
    expect(isOpenAt({ ...DEFAULT_SCHEDULE, monday_end: '25:00' }, MX, noon)).toBe(false);
    expect(isOpenAt({ ...DEFAULT_SCHEDULE, monday_start: 9 }, MX, noon)).toBe(false);
    expect(isOpenAt({ ...DEFAULT_SCHEDULE, monday_start: '12:00', monday_end: '12:00' }, MX, noon)).toBe(
      false,
    );
    expect(isOpenAt({}, MX, noon)).toBe(false);
  });
});

describe('resolveTimeZone', () => {
  it('keeps known zones and falls back to Mexico City otherwise', () => {
    expect(resolveTimeZone('America/Monterrey')).toBe('America/Monterrey');
    expect(resolveTimeZone('Marte/Olympus')).toBe(MX);
    expect(resolveTimeZone('')).toBe(MX);
    expect(resolveTimeZone(null)).toBe(MX);
  });
});

describe('nextOpeningAfter ("Agotado hoy" comes back then)', () => {
  it("is the next day's opening minute when asked during today's hours", () => {
    // Friday 12:00 in Mexico City (18:00 UTC): open now; next opening is Saturday 10:00 (16:00 UTC).
    expect(nextOpeningAfter(DEFAULT_SCHEDULE, MX, at('2026-07-03T18:00:00Z'))?.toISOString()).toBe(
      '2026-07-04T16:00:00.000Z',
    );
  });

  it("is today's opening when asked before it, to the minute", () => {
    const schedule = { ...DEFAULT_SCHEDULE, monday_start: '08:10' };
    // Monday 06:00 local (12:00 UTC), closed: Monday 08:10 local is 14:10 UTC.
    expect(nextOpeningAfter(schedule, MX, at('2026-07-06T12:00:00Z'))?.toISOString()).toBe(
      '2026-07-06T14:10:00.000Z',
    );
  });

  it('skips past a window that runs over midnight', () => {
    // Friday 23:00 local (Saturday 05:00 UTC), open until 02:00: next opening Saturday 10:00 local.
    expect(nextOpeningAfter(lateNight, MX, at('2026-07-04T05:00:00Z'))?.toISOString()).toBe(
      '2026-07-04T16:00:00.000Z',
    );
  });

  it('is null for a business that never closes, or never opens', () => {
    const always = Object.fromEntries(
      Object.keys(DEFAULT_SCHEDULE).map((key) => [key, key.endsWith('_start') ? '00:00' : '24:00']),
    );
    expect(nextOpeningAfter(always, MX, at('2026-07-03T18:00:00Z'))).toBeNull();
    expect(nextOpeningAfter({}, MX, at('2026-07-03T18:00:00Z'))).toBeNull();
  });
});

describe('closed days, split shifts and special dates (issue 25)', () => {
  // Friday 2026-07-03 in Mexico City (UTC-6): 13:00 local is 19:00 UTC.
  const split = {
    ...DEFAULT_SCHEDULE,
    friday_start: '09:00',
    friday_end: '15:00',
    friday_start_2: '18:00',
    friday_end_2: '01:00',
  };

  it('a day with blank hours is closed all day', () => {
    const closedFriday = { ...DEFAULT_SCHEDULE, friday_start: '', friday_end: '' };
    expect(isOpenAt(closedFriday, MX, at('2026-07-03T19:00:00Z'))).toBe(false);
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-03T19:00:00Z'))).toBe(true);
  });

  it('is open in either shift, closed between them, and the second runs past midnight', () => {
    expect(isOpenAt(split, MX, at('2026-07-03T19:00:00Z'))).toBe(true); // 13:00
    expect(isOpenAt(split, MX, at('2026-07-03T22:00:00Z'))).toBe(false); // 16:00
    expect(isOpenAt(split, MX, at('2026-07-04T01:00:00Z'))).toBe(true); // 19:00
    expect(isOpenAt(split, MX, at('2026-07-04T06:30:00Z'))).toBe(true); // Saturday 00:30
    expect(isOpenAt(split, MX, at('2026-07-04T07:00:00Z'))).toBe(false); // Saturday 01:00
  });

  it('a special closed date replaces its weekday, and other hours that date only', () => {
    const closed = [{ date: '2026-07-03', start: '', end: '' }];
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-03T19:00:00Z'), closed)).toBe(false);
    // The Friday after is its weekday again.
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-10T19:00:00Z'), closed)).toBe(true);
    const late = [{ date: '2026-07-03', start: '16:00', end: '23:00' }];
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-03T19:00:00Z'), late)).toBe(false); // 13:00
    expect(isOpenAt(DEFAULT_SCHEDULE, MX, at('2026-07-04T04:00:00Z'), late)).toBe(true); // 22:00
  });

  it("keeps the night before's shift that ends on a special closed date", () => {
    const closedSaturday = [{ date: '2026-07-04', start: '', end: '' }];
    // Saturday 01:00 local (07:00 UTC): Friday's 18:00–02:00 is still on.
    expect(isOpenAt(lateNight, MX, at('2026-07-04T07:00:00Z'), closedSaturday)).toBe(true);
    expect(isOpenAt(lateNight, MX, at('2026-07-04T17:00:00Z'), closedSaturday)).toBe(false);
  });

  it('the local date is the zone date, not the UTC one', () => {
    // 2026-07-04 03:00 UTC is Friday 2026-07-03 21:00 in Mexico City.
    expect(localClock(at('2026-07-04T03:00:00Z'), MX)).toEqual({
      date: '2026-07-03',
      weekday: 'friday',
      minutes: 21 * 60,
    });
  });

  it('the next opening skips a special closed date and a closed weekday', () => {
    const schedule = { ...DEFAULT_SCHEDULE, saturday_start: '', saturday_end: '' };
    const closedSunday = [{ date: '2026-07-05', start: '', end: '' }];
    // Friday 12:00 local: Saturday closed, Sunday 5 July special closed: Monday 09:00 (15:00 UTC).
    expect(nextOpeningAfter(schedule, MX, at('2026-07-03T18:00:00Z'), closedSunday)?.toISOString()).toBe(
      '2026-07-06T15:00:00.000Z',
    );
    // Between the shifts of a split day, the next opening is the second shift.
    expect(nextOpeningAfter(split, MX, at('2026-07-03T22:00:00Z'))?.toISOString()).toBe(
      '2026-07-04T00:00:00.000Z',
    );
  });
});
