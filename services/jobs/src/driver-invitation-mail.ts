import { INVITATION_TOKEN_PARAM } from '@cerca/contracts/driver-invitations';
import { escapeHtml, mailName } from '@cerca/service-kit';
import { fill } from './fill';
import messages from './messages.json';

const DAY_MS = 24 * 60 * 60 * 1000;

// The one rule for quoting an own name lives in the kit, shared with the auth mails.
export { mailName };

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
