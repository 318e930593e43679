import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidWebhookSignature } from './provider';

/** The header carrying the local provider's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const LOCAL_SIGNATURE_HEADER = 'cerca-signature';
/** Signatures older (or newer) than this are refused, so a captured request cannot be replayed later. */
export const LOCAL_SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** Signs a local webhook body with LOCAL_PAYMENTS_WEBHOOK_SECRET. */
export function signLocalPayload(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Checks a local signature over the raw bytes; throws InvalidWebhookSignature otherwise. */
export function verifyLocalSignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new InvalidWebhookSignature('missing signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp)) throw new InvalidWebhookSignature('malformed signature');
  if (Math.abs(now - timestamp) > LOCAL_SIGNATURE_TOLERANCE_SECONDS)
    throw new InvalidWebhookSignature('signature too old');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const received = Buffer.from(given, 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected))
    throw new InvalidWebhookSignature('wrong signature');
}
