import * as z from 'zod/mini';

// The audit log (issue 13): every moderation and admin action, shown to admins in /admin and
// filterable by city (GET /api/admin/audit?city=&cursor=). Imported by file
// (`@cerca/contracts/audit-log`); the database's check constraint on audit_log lists the same actions.

export const AUDIT_ACTIONS = [
  'business.delete',
  'content.delete',
  'driver.add',
  'driver.suspend',
  'driver.activate',
  'driver.delete',
  'partner.grant',
  'partner.remove',
  'application.approve',
  'application.reject',
  'city.create',
  'settings.update',
  // Issue 21: adding a driver invites the person, who accepts or declines; a partner may revoke.
  'driver.invite',
  'driver.invitation.accepted',
  'driver.invitation.declined',
  'driver.invitation.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 30;

export const auditQuerySchema = z.object({
  /** A city id: only the entries about that city. */
  city: z.optional(z.string().check(z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null once the account is gone; the label stays. */
  actor_id: z.nullable(z.string()),
  actor_label: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  city_id: z.nullable(z.string()),
  city_name: z.nullable(z.string()),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  next_cursor: z.nullable(z.string()),
});
