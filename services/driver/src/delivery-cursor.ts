import { errors } from '@cerca/service-kit';
import messages from './messages.json';
import type { DeliveryPosition } from './repositories/deliveries';

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function encodeDeliveryCursor(position: DeliveryPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id]), 'utf8').toString('base64url');
}

/** undefined for the first page; 400 'invalid_cursor' for anything this list did not hand out. */
export function decodeDeliveryCursor(raw: string | undefined): DeliveryPosition | undefined {
  if (raw === undefined || raw === '') return undefined;
  const invalid = () => errors.badRequest('invalid_cursor', messages.invalidCursor);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) throw invalid();
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(keys) || keys.length !== 2) throw invalid();
  const [at, id] = keys;
  // A real calendar instant only (V8 reads 30 February as 2 March; Postgres would refuse it).
  const parsed = typeof at === 'string' && AT.test(at) ? new Date(at) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19) !== at.slice(0, 19)) {
    throw invalid();
  }
  if (typeof id !== 'string' || !isUuid(id)) throw invalid();
  return { at, id };
}
