import { INVITATION_TOKEN_PARAM } from '@cerca/contracts/driver-invitations';
import { escapeHtml } from '@cerca/service-kit';
import { fill } from './fill';
import messages from './messages.json';

/** The longest own name a mail quotes (issue 21). */
export const MAIL_NAME_MAX = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The name on the recipient's own account as a mail may quote it: control and format characters
 * (line breaks, bidirectional overrides) become spaces, spaces collapse, and at most MAIL_NAME_MAX
 * characters stay. Null when nothing is left.
 */
export function mailName(fullName: string | null | undefined): string | null {
  const flat = (fullName ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat === '') return null;
  const characters = Array.from(flat);
  return characters.length > MAIL_NAME_MAX
    ? `${characters
        .slice(0, MAIL_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

export interface InvitationMailInput {
  to: string;
  /** The name on the recipient's OWN account (never what the partner typed); null for none. */
  ownName: string | null;
  /** Whether the address has an account; without one the mail says to sign up with it. */
  hasAccount: boolean;
  token: string;
  expiresAt: Date;
  now: Date;
}

export interface InvitationMail {
  to: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  link: string;
}

/**
 * The driver invitation mail (issue 21), in Spanish, text and escaped HTML. It quotes nothing
 * anybody else typed (not the partner's text, not the city's name, which a wizard user may have
 * made up): only the recipient's own name, trimmed and limited. Its one link is ours (PUBLIC_URL):
 * the page where the person, signed in with this address, accepts or declines.
 */
export function composeInvitationMail(input: InvitationMailInput, publicUrl: string): InvitationMail {
  const link = `${publicUrl}/driver-registration?${INVITATION_TOKEN_PARAM}=${encodeURIComponent(input.token)}`;
  const name = mailName(input.ownName);
  const greeting = name
    ? fill(messages.driverInvitationGreetingNamed, { name })
    : messages.driverInvitationGreeting;
  const days = Math.max(1, Math.ceil((input.expiresAt.getTime() - input.now.getTime()) / DAY_MS));
  const expiry =
    days === 1 ? messages.driverInvitationExpiryOne : fill(messages.driverInvitationExpiryMany, { days });
  const noAccount = input.hasAccount ? [] : [messages.driverInvitationNoAccount];
  const bodyText = [
    greeting,
    '',
    messages.driverInvitationIntro,
    '',
    messages.driverInvitationLinkIntro,
    link,
    '',
    ...noAccount.flatMap((line) => [line, '']),
    expiry,
    messages.driverInvitationIgnore,
    '',
    messages.mailSignature,
  ].join('\n');
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const bodyHtml = [
    paragraph(greeting),
    paragraph(messages.driverInvitationIntro),
    paragraph(messages.driverInvitationLinkIntro),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(messages.driverInvitationAction)}</a></p>`,
    ...noAccount.map(paragraph),
    paragraph(expiry),
    paragraph(messages.driverInvitationIgnore),
    paragraph(messages.mailSignature),
  ].join('\n');
  return { to: input.to, subject: messages.driverInvitationSubject, bodyText, bodyHtml, link };
}
