import { WEEK_STARTS_ON } from '@cerca/i18n';

/** Weekday keys of businesses.schedule (monday_start … sunday_end), Sunday = 0 as in Date#getDay. */
const DAYS_FROM_SUNDAY = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type WeekDay = (typeof DAYS_FROM_SUNDAY)[number];

/** The week in display order: es-MX weeks start on Monday (spec 01 §9). */
export const WEEK_DAYS: readonly WeekDay[] = Array.from(
  { length: 7 },
  (_, i) => DAYS_FROM_SUNDAY[(WEEK_STARTS_ON + i) % 7] as WeekDay,
);

export interface Shift {
  /** 'HH:MM'; a shift whose end is earlier than its start runs past midnight. */
  start: string;
  end: string;
}

export interface ScheduleRow {
  day: WeekDay;
  /** One or two shifts (split hours); none when the day is closed. */
  shifts: Shift[];
}

const TIME = /^\d{2}:\d{2}$/;

function shiftOf(start: string | undefined, end: string | undefined): Shift[] {
  return start && end && TIME.test(start) && TIME.test(end) && start !== end ? [{ start, end }] : [];
}

/** One row per weekday, Monday first, with its shifts; a day without both times of a shift has none. */
export function weekSchedule(schedule: Record<string, string>): ScheduleRow[] {
  return WEEK_DAYS.map((day) => {
    const first = shiftOf(schedule[`${day}_start`], schedule[`${day}_end`]);
    const second = first.length ? shiftOf(schedule[`${day}_start_2`], schedule[`${day}_end_2`]) : [];
    return { day, shifts: [...first, ...second] };
  });
}

/** A special date as the page lists it: its hours (none: closed). */
export interface SpecialDateRow {
  date: string;
  shifts: Shift[];
}

/** The special dates from today on (today in the business's zone), by date. */
export function upcomingSpecialDates(
  special: readonly { date: string; start: string; end: string }[],
  timeZone: string,
  now: Date = new Date(),
): SpecialDateRow[] {
  const today = dateIn(timeZone, now);
  return special
    .filter((entry) => entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({ date: entry.date, shifts: shiftOf(entry.start, entry.end) }));
}

/** 'YYYY-MM-DD' of `now` in a zone (the runtime's own zone when it does not know that one). */
function dateIn(timeZone: string, now: Date): string {
  const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat('en-CA', { ...options, timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', options).format(now);
  }
}

/** Today's weekday in the business's time zone (the API's time_zone), to mark its row. */
export function todayIn(timeZone: string, now: Date = new Date()): WeekDay {
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(now);
  } catch {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(now);
  }
  return (DAYS_FROM_SUNDAY.find((day) => day === name.toLowerCase()) ?? 'monday') as WeekDay;
}
