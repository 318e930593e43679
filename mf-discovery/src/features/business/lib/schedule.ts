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

export interface ScheduleRow {
  day: WeekDay;
  /** 'HH:MM'; null when the day has no hours (closed). */
  start: string | null;
  end: string | null;
}

const TIME = /^\d{2}:\d{2}$/;
const time = (value: string | undefined) => (value && TIME.test(value) ? value : null);

/** One row per weekday, Monday first; a day without both times is closed. */
export function weekSchedule(schedule: Record<string, string>): ScheduleRow[] {
  return WEEK_DAYS.map((day) => {
    const start = time(schedule[`${day}_start`]);
    const end = time(schedule[`${day}_end`]);
    return start && end ? { day, start, end } : { day, start: null, end: null };
  });
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
