import {
  type MyApplication,
  type MyApplicationStatus,
  OPEN_APPLICATION_STATUSES,
} from '@cerca/contracts/partner-wizard';

/** An application an admin has not decided yet, for a city that still exists. */
export type OpenApplication = MyApplication & {
  status: (typeof OPEN_APPLICATION_STATUSES)[number];
  city: NonNullable<MyApplication['city']>;
};

const OPEN: readonly MyApplicationStatus[] = OPEN_APPLICATION_STATUSES;

/**
 * The applications the person reads as "en revisión" (pending or waitlisted), in the server's
 * order (newest first). Decided ones and those whose city is gone are left out.
 */
export function openApplications(applications: readonly MyApplication[]): OpenApplication[] {
  return applications.filter(
    (application): application is OpenApplication =>
      OPEN.includes(application.status) && application.city !== null,
  );
}
