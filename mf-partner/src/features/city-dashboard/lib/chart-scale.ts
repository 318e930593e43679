/**
 * The top of a bar chart's value axis and its ticks: the smallest "nice" step (1, 2 or 5 times a
 * power of ten) that covers `max` in at most `maxTicks` steps. An empty chart still gets an axis to 1.
 */
export function chartScale(max: number, maxTicks = 4): { top: number; ticks: number[] } {
  const target = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const found = [1, 2, 5].map((m) => m * power).find((candidate) => candidate * maxTicks >= target);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const top = Math.ceil(target / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

/** 'YYYY-MM' as its short es-MX month name ('nov') and its year ('2026'). */
export function monthParts(month: string): { name: string; year: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Mid-month at noon UTC: the same calendar month in every time zone.
  const date = new Date(Date.UTC(year, monthNumber - 1, 15, 12));
  const name = new Intl.DateTimeFormat('es-MX', { month: 'short', timeZone: 'UTC' }).format(date);
  return { name: name.replace('.', ''), year: String(year) };
}
