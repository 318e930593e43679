import { escapeHtml, mailFromAddress } from '@cerca/service-kit';
import type { ClaimedMail } from './outbox';

/** What the SMTP transport is given for one mail (nodemailer's message fields). */
export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
}

/**
 * The mail's HTML part as one document. Its body is the writer's, whose every quoted text is
 * escaped (escapeHtml of @cerca/service-kit) and whose links point to PUBLIC_URL; a row written
 * without one (before every writer made one) gets its text, escaped, one paragraph per block.
 */
export function htmlDocument(mail: Pick<ClaimedMail, 'subject' | 'body_text' | 'body_html'>): string {
  const body =
    mail.body_html ??
    mail.body_text
      .split(/\n{2,}/)
      .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  return `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;line-height:1.5">
${body}
</body>
</html>`;
}

/**
 * The message of one outbox row: From MAIL_FROM, a text part and the HTML part (nodemailer makes
 * them multipart/alternative), the Date the row was written, and a Message-ID made from the row's
 * id, so a mail sent again after a crash (mail/outbox.ts) carries the same one.
 */
export function smtpMessage(mail: ClaimedMail, from: string): SmtpMessage {
  const domain = (mailFromAddress(from) ?? 'localhost').split('@')[1];
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.body_text,
    html: htmlDocument(mail),
    messageId: `<${mail.id}@${domain}>`,
    date: mail.created_at,
    // RFC 3834: nobody's vacation responder should answer; the texts are Spanish.
    headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': 'es-MX' },
  };
}
