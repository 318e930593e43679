import * as z from 'zod/mini';
import { driverSchema, vehicleTypeSchema } from './driver-me';

// Issue 21: the invited person's side of a driver invitation (DESIGN §10: adding a driver by
// e-mail invites the person; nothing about them changes until they accept). Imported by file
// (`@cerca/contracts/driver-invitations`) by the driver service and mf-driver.

/**
 * The header carrying the secret of the invitation mail's link (/driver-registration?invitacion=…):
 * with it, a person whose address is not proven yet still answers the invitation mailed to them.
 */
export const INVITATION_TOKEN_HEADER = 'x-invitation-token';
/** The query parameter of the mail's link. */
export const INVITATION_TOKEN_PARAM = 'invitacion';

/** A pending invitation as the invited person sees it: the city and what will be saved on accepting. */
export const driverInvitationSchema = z.object({
  id: z.string(),
  city: z.object({ id: z.string(), name: z.string(), state: z.string() }),
  /** What the city's team typed: fills the person's own profile only where it is empty. */
  full_name: z.string(),
  phone: z.string(),
  vehicle_type: vehicleTypeSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type DriverInvitation = z.infer<typeof driverInvitationSchema>;

/**
 * GET /api/driver/invitations — pending, unexpired invitations addressed to the caller's proven
 * e-mail, plus the one whose mailed secret the request carries (INVITATION_TOKEN_HEADER) when it
 * is addressed to the caller's e-mail. Empty, never an error, for everybody else.
 */
export const driverInvitationsResponseSchema = z.object({ invitations: z.array(driverInvitationSchema) });
export type DriverInvitationsResponse = z.infer<typeof driverInvitationsResponseSchema>;

/** The :id of the accept and decline routes (any text: a malformed id reads as not found). */
export const driverInvitationPathSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** POST /api/driver/invitations/:id/accept — the caller is now a driver of the invitation's city. */
export const acceptDriverInvitationResponseSchema = z.object({ driver: driverSchema });
export type AcceptDriverInvitationResponse = z.infer<typeof acceptDriverInvitationResponseSchema>;

/** POST /api/driver/invitations/:id/decline */
export const declineDriverInvitationResponseSchema = z.object({ id: z.string() });
