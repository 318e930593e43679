import { decodeTimeCursor, encodeTimeCursor, errors, isCursorUuid } from '@cerca/service-kit';
import messages from './messages.json';
import type { DeliveryPosition } from './repositories/deliveries';

export const isUuid = (value: string): boolean => isCursorUuid(value);

export const encodeDeliveryCursor = (position: DeliveryPosition): string => encodeTimeCursor(position);

/** undefined for the first page; 400 'invalid_cursor' for anything this list did not hand out. */
export const decodeDeliveryCursor = (raw: string | undefined): DeliveryPosition | undefined =>
  decodeTimeCursor(raw, () => errors.badRequest('invalid_cursor', messages.invalidCursor));
