import * as z from 'zod/mini';

// Special hours for one date (issue 25): "12 de diciembre: cerrado", or other hours that day only.
// They replace the weekly schedule for their date, in the city's time zone, and are stored with the
// business (businesses.special_hours) so every reader of the schedule gets them in the same row.

/** At most this many dates are kept per business; past ones are dropped when the list is saved. */
export const SPECIAL_HOURS_MAX = 30;

/** 'HH:MM' on a 24-hour clock (business.ts's scheduleTimeSchema; that module imports this one). */
const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** 'YYYY-MM-DD', a real calendar date. */
const isoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }),
);

/** One date: closed all day (start and end '') or open start–end (past midnight when end < start). */
export const specialHoursSchema = z
  .strictObject({
    date: isoDateSchema,
    start: z.union([timeSchema, z.literal('')]),
    end: z.union([timeSchema, z.literal('')]),
  })
  .check(
    z.refine((entry) => (entry.start === '') === (entry.end === ''), {
      path: ['end'],
      message: 'incomplete_shift',
    }),
    z.refine((entry) => entry.start === '' || entry.start !== entry.end, {
      path: ['end'],
      message: 'empty_shift',
    }),
  );
export type SpecialHours = z.infer<typeof specialHoursSchema>;

/** The list an owner saves: one entry per date. */
export const specialHoursListSchema = z.array(specialHoursSchema).check(
  z.maxLength(SPECIAL_HOURS_MAX),
  z.refine((list) => new Set(list.map((entry) => entry.date)).size === list.length, {
    message: 'duplicate_date',
  }),
);

/** The entries on or after `today` ('YYYY-MM-DD' in the city's zone), by date. */
export function upcomingSpecialHours(list: readonly SpecialHours[], today: string): SpecialHours[] {
  return list.filter((entry) => entry.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
