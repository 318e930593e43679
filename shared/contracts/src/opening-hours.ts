// Opening hours in the city's time zone: the business page (discovery) shows open-now and
// ordering refuses an order to a business closed now; one implementation for both, over the
// schedule this package defines (business.ts) and the special dates (special-hours.ts). Server
// code: pages show what the server says.
import { SCHEDULE_WEEKDAYS as WEEKDAYS, type ScheduleWeekday as Weekday } from './business';

/** Cities without a zone of their own (and zones the runtime does not know) use Mexico City's. */
const DEFAULT_TIME_ZONE = 'America/Mexico_City';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone itself when the runtime knows it, otherwise DEFAULT_TIME_ZONE. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * Local date ('YYYY-MM-DD'), weekday and minutes since local midnight of an instant in a zone
 * (the zone's own DST rules).
 */
export function localClock(
  instant: Date,
  timeZone: string,
): { date: string; weekday: Weekday; minutes: number } {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday').toLowerCase() as Weekday;
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { date, weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** The calendar date before 'YYYY-MM-DD'. */
function dayBefore(date: string): string {
  const previous = new Date(`${date}T12:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
}

const HH_MM = /^([01]\d|2[0-4]):([0-5]\d)$/;

function toMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = HH_MM.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

interface Window {
  start: number;
  end: number;
}

/** One shift's window in minutes; null when it has no valid hours (no shift). */
function windowOf(start: unknown, end: unknown): Window | null {
  const from = toMinutes(start);
  const to = toMinutes(end);
  // Equal times are no window at all.
  if (from === null || to === null || from === to) return null;
  return { start: from, end: to };
}

/** A date's hours as a special entry says them (its date replaces the week's hours). */
export interface DateHours {
  date: string;
  start: string;
  end: string;
}

/** The windows of one date: its special hours when it has them, else its weekday's shifts. */
function windowsOn(
  schedule: Record<string, unknown>,
  special: readonly DateHours[],
  date: string,
  day: Weekday,
): Window[] {
  const exception = special.find((entry) => entry.date === date);
  const shifts = exception
    ? [windowOf(exception.start, exception.end)]
    : [
        windowOf(schedule[`${day}_start`], schedule[`${day}_end`]),
        windowOf(schedule[`${day}_start_2`], schedule[`${day}_end_2`]),
      ];
  return shifts.filter((window): window is Window => window !== null);
}

/**
 * Whether a business is open at `instant`, reading its schedule (<day>_start / <day>_end as
 * 'HH:MM', an optional second shift <day>_start_2 / <day>_end_2) and its special dates, in the
 * city's time zone. A closing time earlier than the opening time runs past midnight: 18:00–02:00
 * on Friday is open Friday from 18:00 and Saturday until 02:00. Opening is inclusive, closing
 * exclusive; missing, blank or malformed hours mean no shift ('' on both: closed that day); '24:00'
 * closes at midnight. A special date replaces that date's shifts; a shift of the day before that
 * runs past midnight still ends on it as the day before says (a Friday night until 02:00 is kept
 * when Saturday is "cerrado").
 */
export function isOpenAt(
  schedule: Record<string, unknown>,
  timeZone: string,
  instant: Date,
  special: readonly DateHours[] = [],
): boolean {
  const { date, weekday, minutes } = localClock(instant, timeZone);
  const index = WEEKDAYS.indexOf(weekday);
  for (const today of windowsOn(schedule, special, date, weekday)) {
    if (today.end > today.start ? minutes >= today.start && minutes < today.end : minutes >= today.start)
      return true;
  }
  const yesterday = windowsOn(schedule, special, dayBefore(date), WEEKDAYS[(index + 6) % 7]!);
  return yesterday.some((window) => window.end < window.start && minutes < window.end);
}

const STEP_MS = 15 * 60_000;
const MINUTE_MS = 60_000;
const HORIZON_MS = 8 * 24 * 60 * MINUTE_MS;

/**
 * When the business next opens after `instant`, once the opening it is in now (if any) is over:
 * "Agotado hoy" comes back then. Walks forward in 15-minute steps to the first closed-then-open
 * change, then back minute by minute to its exact minute. Null when, within 8 days, it never
 * closes (open all the time) or never opens (no hours).
 */
export function nextOpeningAfter(
  schedule: Record<string, unknown>,
  timeZone: string,
  instant: Date,
  special: readonly DateHours[] = [],
): Date | null {
  const open = (time: number) => isOpenAt(schedule, timeZone, new Date(time), special);
  let time = instant.getTime();
  const end = time + HORIZON_MS;
  let sawClosed = !open(time);
  while (time < end) {
    time += STEP_MS;
    if (!open(time)) sawClosed = true;
    else if (sawClosed) {
      // Opened within the last step: find its first open minute.
      while (open(time - MINUTE_MS)) time -= MINUTE_MS;
      return new Date(time);
    }
  }
  return null;
}
