// Moved to @cerca/db (issue 10: ordering refuses orders to a closed business with the same rule).
export { isOpenAt, localClock, resolveTimeZone } from '@cerca/db';
