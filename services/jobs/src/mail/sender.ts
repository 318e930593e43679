import type { MailDelivery } from '@cerca/service-kit';
import nodemailer from 'nodemailer';
import type { JobLogger } from '../deps';
import { smtpMessage } from './message';
import type { ClaimedMail } from './outbox';
import { SMTP_TIMEOUTS } from './settings';

export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

/** Hands claimed mails to whatever delivers them in this deployment. */
export interface MailSender {
  readonly kind: MailDelivery['kind'];
  send(mail: ClaimedMail): Promise<SendOutcome>;
  close(): void;
}

/** The fields nodemailer puts on the errors it hands back (its NodemailerError). */
interface SmtpError {
  message?: string;
  code?: string;
  command?: string;
  responseCode?: number;
  permanent?: boolean;
}

/**
 * Whether retrying cannot help. Only a refusal of this mail's own transaction counts: a 5xx
 * answer to RCPT TO or DATA (no such mailbox, content refused), or an address or message
 * nodemailer refuses before sending anything. A refusal of our own set-up (AUTH, the greeting,
 * MAIL FROM) would refuse every mail alike: those are retried like 4xx answers, dropped
 * connections and timeouts, so the mails go once the operator has fixed it.
 */
export function isPermanentSmtpError(error: SmtpError): boolean {
  if (error.code !== 'EENVELOPE' && error.code !== 'EMESSAGE') return false;
  if (error.responseCode === undefined) return error.command === 'API';
  if (error.command === 'MAIL FROM') return false;
  return error.permanent ?? (error.responseCode >= 500 && error.responseCode !== 503);
}

/** What last_error keeps: the code and the server's answer, never the connection URL (it holds a password). */
export function describeSmtpError(error: SmtpError): string {
  const text = [error.code, error.command, error.message].filter(Boolean).join(' ');
  return (text || 'unknown error').slice(0, 1_000);
}

/**
 * SMTP through nodemailer's pool (a few connections reused between mails), or, outside
 * production without SMTP_URL, nothing at all: the writer already put the mail in a file under
 * .data/mail and printed its link, so the row is just marked sent (it is never mailed later,
 * should SMTP_URL be set on that machine one day).
 */
export function createMailSender(delivery: MailDelivery, logger: JobLogger): MailSender {
  if (delivery.kind === 'local') {
    return { kind: 'local', send: async () => ({ ok: true }), close() {} };
  }
  const transport = nodemailer.createTransport({
    url: delivery.smtpUrl,
    pool: true,
    maxConnections: 3,
    ...SMTP_TIMEOUTS,
    // Mails carry text we wrote; nothing in them may make the transport read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  transport.on('error', (error: Error) => logger.warn({ err: error }, 'smtp pool error'));
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail(smtpMessage(mail, delivery.from));
        return { ok: true };
      } catch (caught) {
        const error = caught as SmtpError;
        return { ok: false, permanent: isPermanentSmtpError(error), error: describeSmtpError(error) };
      }
    },
    close() {
      transport.close();
    },
  };
}
