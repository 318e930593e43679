import type { AuditAction } from '@cerca/contracts/audit-log';

// What the Registro tab shows of an entry, as pure functions.

/**
 * The text key of an action's Spanish label ('business.delete' → audit.actions.business_delete,
 * 'driver.invitation.accepted' → audit.actions.driver_invitation_accepted).
 */
export function actionLabelKey(action: AuditAction): string {
  return `audit.actions.${action.replaceAll('.', '_')}`;
}

/** The record types the log knows by name; any other reads as a generic 'Registro'. */
export const KNOWN_TARGET_TYPES = [
  'business',
  'post',
  'story',
  'comment',
  'review',
  'event',
  'driver',
  'profile',
  'city',
  'application',
  'settings',
  'driver_invitation',
] as const;

export function targetTypeKey(type: string): string {
  const known = (KNOWN_TARGET_TYPES as readonly string[]).includes(type);
  return `audit.targets.${known ? type : 'other'}`;
}

/** Entries that remove or refuse something are drawn in the danger colour. */
export function actionTone(action: AuditAction): 'danger' | 'neutral' {
  return /\.(delete|remove|suspend|reject|revoked)$/.test(action) ? 'danger' : 'neutral';
}
