import { LOCALE } from '@cerca/i18n';

// The arrival window said the way people say it: "1:25 y 1:40 p.m." (the period once when both
// ends share it, "11:50 a.m. y 12:05 p.m." when they do not), in the business's city time zone, not
// the phone's: a customer travelling sees the hour at the door.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

function partsOf(format: Intl.DateTimeFormat, value: Date | string) {
  const parts = format.formatToParts(new Date(value));
  const period = parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
  const clock = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
  return { clock, period };
}

/** The two ends of the window: `from` without its period when `to` has the same one. */
export function formatArrivalWindow(
  window: { from: Date | string; to: Date | string },
  timeZone: string,
): { from: string; to: string } {
  const format = formatIn(timeZone);
  const from = partsOf(format, window.from);
  const to = partsOf(format, window.to);
  const withPeriod = (p: { clock: string; period: string }) =>
    p.period ? `${p.clock} ${p.period}` : p.clock;
  return { from: from.period === to.period ? from.clock : withPeriod(from), to: withPeriod(to) };
}

/** "1:25 p.m." in the city's time zone: when a step was reached. */
export function formatClock(value: Date | string, timeZone: string): string {
  const parts = partsOf(formatIn(timeZone), value);
  return parts.period ? `${parts.clock} ${parts.period}` : parts.clock;
}
