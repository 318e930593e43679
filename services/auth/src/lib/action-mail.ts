import type { Db } from '@cerca/db';
import messages from '../messages.json';
import { insertMail } from '../repositories/mail-outbox';
import { escapeHtml } from './html';
import type { QueuedMail } from './mail-files';

export type MailKind = 'recovery' | 'confirmation';

export interface ActionMail {
  kind: MailKind;
  to: string;
  name: string;
  link: string;
  code: string;
  expiryMinutes: number;
}

const TEXTS = {
  recovery: {
    subject: messages.recoveryMailSubject,
    greeting: messages.recoveryMailGreeting,
    intro: messages.recoveryMailIntro,
    action: messages.recoveryMailAction,
    linkIntro: messages.recoveryMailLinkIntro,
    code: messages.recoveryMailCode,
    expiry: messages.recoveryMailExpiry,
    ignore: messages.recoveryMailIgnore,
  },
  confirmation: {
    subject: messages.confirmationMailSubject,
    greeting: messages.confirmationMailGreeting,
    intro: messages.confirmationMailIntro,
    action: messages.confirmationMailAction,
    linkIntro: messages.confirmationMailLinkIntro,
    code: messages.confirmationMailCode,
    expiry: messages.confirmationMailExpiry,
    ignore: messages.confirmationMailIgnore,
  },
} satisfies Record<MailKind, Record<string, string>>;

/**
 * Writes the mail into auth.mail_outbox, where a delivery worker reads it; the request never waits
 * for an SMTP server. Returns what was queued, for the caller to hand to the local mail drop once
 * its transaction has committed (mail-files.ts).
 */
export async function queueActionMail(db: Db, mail: ActionMail): Promise<QueuedMail> {
  const t = TEXTS[mail.kind];
  const greeting = fill(t.greeting, { name: mail.name });
  const code = fill(t.code, { code: mail.code });
  const expiry = fill(t.expiry, { minutes: mail.expiryMinutes });
  const bodyText = [
    greeting,
    '',
    t.intro,
    '',
    t.linkIntro,
    mail.link,
    '',
    code,
    '',
    expiry,
    t.ignore,
    '',
    messages.mailSignature,
  ].join('\n');
  const bodyHtml = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(messages.mailSignature)}</p>`,
  ].join('\n');
  await insertMail(db, { recipient: mail.to, subject: t.subject, body_text: bodyText, body_html: bodyHtml });
  return { to: mail.to, subject: t.subject, bodyText, link: mail.link };
}

/** Fills {placeholders} of a message. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
