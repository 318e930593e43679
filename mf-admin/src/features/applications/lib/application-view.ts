import type { AdminApplication } from '@cerca/contracts/admin-partners';

/** Who applied: the username, else the account's e-mail, else the e-mail on the form. */
export function applicantName(application: AdminApplication): string {
  return application.applicant?.username || application.applicant?.email || application.email;
}

/** "Ciudad, Estado · País", or null once the city is gone. */
export function applicationPlace(application: AdminApplication): string | null {
  if (!application.city) return null;
  return `${application.city.name}, ${application.city.state} · ${application.country_name}`;
}
