import { INVITATION_TOKEN_PARAM } from '@cerca/contracts/driver-invitations';
import { ApiError } from '@cerca/session';

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
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'invalid_response'
  ) {
    return { key: 'server', message: error.message };
  }
  return { key: 'answerError' };
}
