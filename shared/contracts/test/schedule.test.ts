import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { businessScheduleSchema, scheduleDayProblem } from '../src/business';
import { specialHoursListSchema } from '../src/special-hours';

const WEEK = {
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

const problemsOf = (schedule: object) => {
  const parsed = z.safeParse(businessScheduleSchema, schedule);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the weekly schedule (closed days and split shifts, issue 25)', () => {
  it('takes a closed day (both blank) and a second shift, and keeps the old 14-time shape valid', () => {
    expect(problemsOf(WEEK)).toEqual([]);
    expect(problemsOf({ ...WEEK, sunday_start: '', sunday_end: '' })).toEqual([]);
    expect(
      problemsOf({ ...WEEK, friday_end: '15:00', friday_start_2: '18:00', friday_end_2: '02:00' }),
    ).toEqual([]);
  });

  it('refuses half a shift, an empty shift and overlapping shifts, on the key to fix', () => {
    expect(problemsOf({ ...WEEK, monday_end: '' })).toEqual([['monday_end', 'incomplete_shift']]);
    expect(problemsOf({ ...WEEK, monday_end: '09:00' })).toEqual([['monday_end', 'empty_shift']]);
    expect(problemsOf({ ...WEEK, tuesday_start_2: '18:00' })).toEqual([
      ['tuesday_end_2', 'incomplete_shift'],
    ]);
    expect(problemsOf({ ...WEEK, tuesday_start_2: '20:00', tuesday_end_2: '23:00' })).toEqual([
      ['tuesday_start_2', 'shifts_overlap'],
    ]);
    // The second shift past midnight must not run into the first one's start (09:00).
    expect(
      scheduleDayProblem(
        { ...WEEK, friday_end: '15:00', friday_start_2: '18:00', friday_end_2: '10:00' },
        'friday',
      ),
    ).toEqual({ key: 'friday_end_2', problem: 'shifts_overlap' });
    // A second shift on a closed day.
    expect(
      scheduleDayProblem(
        { ...WEEK, friday_start: '', friday_end: '', friday_start_2: '18:00', friday_end_2: '20:00' },
        'friday',
      ),
    ).toEqual({ key: 'friday_start', problem: 'incomplete_shift' });
    expect(problemsOf({ ...WEEK, monday_start: '9:00' }).length).toBeGreaterThan(0);
  });
});

describe('special dates', () => {
  it('takes closed dates and other hours, once per date, real dates only', () => {
    expect(
      z.safeParse(specialHoursListSchema, [
        { date: '2026-12-12', start: '', end: '' },
        { date: '2026-12-24', start: '10:00', end: '16:00' },
      ]).success,
    ).toBe(true);
    expect(z.safeParse(specialHoursListSchema, [{ date: '2026-02-30', start: '', end: '' }]).success).toBe(
      false,
    );
    expect(
      z.safeParse(specialHoursListSchema, [{ date: '2026-12-12', start: '10:00', end: '' }]).success,
    ).toBe(false);
    expect(
      z.safeParse(specialHoursListSchema, [
        { date: '2026-12-12', start: '', end: '' },
        { date: '2026-12-12', start: '10:00', end: '12:00' },
      ]).success,
    ).toBe(false);
  });
});
