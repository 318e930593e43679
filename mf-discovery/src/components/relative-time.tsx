import { formatDateTime, formatRelativeTime } from '@cerca/i18n';
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * "hace 5 minutos", with the date and time on the reader's clock as its title. The title depends on
 * the reader's time zone, which a server render cannot know: it is drawn from the first browser
 * render after hydration (React renders again when this snapshot changes from the server's).
 * The relative text depends on the moment: between the gateway's render and the hydration a
 * minute may pass, so its text may differ there without a mismatch.
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return (
    <time
      className={className}
      dateTime={value}
      title={inBrowser ? formatDateTime(value) : undefined}
      suppressHydrationWarning
    >
      {formatRelativeTime(value)}
    </time>
  );
}
