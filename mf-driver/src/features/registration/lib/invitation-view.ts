import { INVITATION_TOKEN_PARAM } from '@cerca/contracts/driver-invitations';
import { refusalMessage } from '@cerca/session';

// What the invitation panel shows, as pure functions (issue 21).

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The secret of the invitation mail's link (?invitacion=…), or null for none or a mangled one. */
export function invitationTokenFrom(search: URLSearchParams): string | null {
  const token = search.get(INVITATION_TOKEN_PARAM);
  return token && TOKEN.test(token) ? token : null;
}

/** The search without the link's secret, once it served its purpose. */
export function withoutInvitationToken(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(INVITATION_TOKEN_PARAM);
  return next;
}

/** "Guadalajara, Jalisco": how the panel names the invitation's city. */
export function cityLabel(city: { name: string; state: string }): string {
  return city.state ? `${city.name}, ${city.state}` : city.name;
}

/** The server's own Spanish refusal (a 4xx: taken, expired, a driver elsewhere), else the generic text. */
export function invitationFailure(
  error: unknown,
): { key: 'answerError' } | { key: 'server'; message: string } {
  const message = refusalMessage(error);
  return message === null ? { key: 'answerError' } : { key: 'server', message };
}
