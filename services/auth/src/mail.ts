import { escapeHtml, fill, texts } from './texts';
import type { DbOrTrx } from './users';

export type MailKind = 'recovery' | 'confirmation';

export interface ActionMail {
  kind: MailKind;
  to: string;
  name: string;
  link: string;
  code: string;
  expiryMinutes: number;
}

/**
 * Writes the mail into auth.mail_outbox. A delivery worker (or, on a developer machine, the
 * /auth/v1/dev/outbox page) reads it from there; the request never waits for an SMTP server.
 */
export async function queueActionMail(db: DbOrTrx, mail: ActionMail): Promise<void> {
  const t = texts.mail[mail.kind];
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
    texts.mail.signature,
  ].join('\n');
  const bodyHtml = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(texts.mail.signature)}</p>`,
  ].join('\n');
  await db
    .insertInto('auth.mail_outbox')
    .values({ recipient: mail.to, subject: t.subject, body_text: bodyText, body_html: bodyHtml })
    .execute();
}
