import type { Db } from '@cerca/db';
import { escapeHtml, mailName, type QueuedMail } from '@cerca/service-kit';
import messages from './messages.json';

export type MailKind = 'recovery' | 'confirmation' | 'reauthentication';

export interface ActionMail {
  kind: MailKind;
  to: string;
  name: string;
  /** The one-click link; a reauthentication mail carries only its code. */
  link?: string;
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
  reauthentication: {
    subject: messages.reauthenticationMailSubject,
    greeting: messages.reauthenticationMailGreeting,
    intro: messages.reauthenticationMailIntro,
    code: messages.reauthenticationMailCode,
    expiry: messages.reauthenticationMailExpiry,
    ignore: messages.reauthenticationMailIgnore,
  },
} satisfies Record<MailKind, MailTexts>;

interface MailTexts {
  subject: string;
  greeting: string;
  intro: string;
  /** The link's button and the line before the bare link, for mails that carry one. */
  action?: string;
  linkIntro?: string;
  code: string;
  expiry: string;
  ignore: string;
}

/**
 * Writes the mail into auth.mail_outbox, where the mail job of services/jobs delivers it; the
 * request never waits for an SMTP server. Returns what was queued, for the caller to hand to
 * context.mailDrop once its transaction has committed (it queues the delivery job and, outside
 * production, writes the local file: @cerca/service-kit's mail-drop.ts).
 */
export async function queueActionMail(db: Db, mail: ActionMail): Promise<QueuedMail> {
  const t: MailTexts = TEXTS[mail.kind];
  const linkLines = mail.link && t.linkIntro ? [t.linkIntro, mail.link, ''] : [];
  // The account's own name as issue 21 lets a mail quote it: one line, at most 60 characters.
  const greeting = fill(t.greeting, { name: mailName(mail.name) ?? mail.to });
  const code = fill(t.code, { code: mail.code });
  const expiry = fill(t.expiry, { minutes: mail.expiryMinutes });
  const bodyText = [
    greeting,
    '',
    t.intro,
    '',
    ...linkLines,
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
    ...(mail.link && t.action
      ? [`<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t.action)}</a></p>`]
      : []),
    `<p>${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(messages.mailSignature)}</p>`,
  ].join('\n');
  const { id } = await db
    .insertInto('auth.mail_outbox')
    .values({ recipient: mail.to, subject: t.subject, body_text: bodyText, body_html: bodyHtml })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, to: mail.to, subject: t.subject, bodyText, link: mail.link, code: mail.code };
}

/** The link mailed for recovery and sign-up confirmation: auth's /verify, which spends the token. */
export function verifyLink(
  publicUrl: string,
  token: string,
  type: 'recovery' | 'signup',
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${publicUrl}/auth/v1/verify?${query.toString()}`;
}

/** Fills {placeholders} of a message. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
