type Env = Record<string, string | undefined>;

/**
 * Outgoing mail. Every mail is first a row of auth.mail_outbox; the mail job of services/jobs
 * delivers the rows (services/jobs/src/mail/).
 * - SMTP_URL: `smtp://user:pass@host:port` (STARTTLS when the server offers it) or
 *   `smtps://user:pass@host:465` (TLS from the first byte). It holds a password: no default here.
 * - MAIL_FROM: the From of every mail, `Cerca <no-reply@example.mx>` or a bare address.
 * In production the mail job refuses to start without both (mailDelivery below). Elsewhere,
 * without SMTP_URL, mails stay on the machine: the writer puts each one in a file under
 * .data/mail and prints its link, and the job marks the row sent.
 */
export interface MailConfig {
  smtpUrl: string | null;
  from: string | null;
}

export function loadMailConfig(env: Env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) {
    let protocol: string;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // The value holds a password: never repeat it in the error.
      throw new Error(
        'SMTP_URL must be a URL such as smtp://user:pass@host:587 or smtps://user:pass@host:465',
      );
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${protocol}//`);
  }
  const from = env.MAIL_FROM?.trim() || null;
  if (from && mailFromAddress(from) === null)
    throw new Error(`MAIL_FROM must be an address or "Name <address>", got "${from}"`);
  return { smtpUrl, from };
}

/** The address of a MAIL_FROM value (`Name <a@b>` or `a@b`), or null when it holds none. */
export function mailFromAddress(from: string): string | null {
  const address = (/<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

/** How mails leave this deployment: through an SMTP server, or (outside production) nowhere but the local files. */
export type MailDelivery = { kind: 'smtp'; smtpUrl: string; from: string } | { kind: 'local' };

/**
 * What the mail job delivers with. Production without SMTP_URL or MAIL_FROM refuses to start:
 * the mails would pile up in auth.mail_outbox and nobody would get a recovery link. SMTP_URL
 * without MAIL_FROM is refused everywhere: the From is not guessed.
 */
export function mailDelivery(config: { env: string; mail: MailConfig }): MailDelivery {
  const { smtpUrl, from } = config.mail;
  if (config.env === 'production') {
    const missing = [
      ['SMTP_URL', smtpUrl],
      ['MAIL_FROM', from],
    ].flatMap(([name, value]) => (value ? [] : [name]));
    if (missing.length > 0)
      throw new Error(`${missing.join(' and ')} must be set in production: nothing would deliver the mails`);
  }
  if (!smtpUrl) return { kind: 'local' };
  if (!from) throw new Error('MAIL_FROM must be set when SMTP_URL is: the sender of every mail');
  return { kind: 'smtp', smtpUrl, from };
}
