import type { AuditAction } from '@cerca/contracts/audit-log';
import type { Db, JsonObject } from '@cerca/db';

// The audit log (issue 13): what partners and admins did, written by the services that do it
// (admin, partner, driver) in the transaction of the change itself.

export interface AuditRecord {
  /** Who acted: their id and the username or e-mail shown in the log. */
  actor: { id: string; label: string };
  action: AuditAction;
  /** The city the record belonged to (null for actions on no city, such as settings). */
  cityId: string | null;
  target: { type: string; id: string; label?: string | null };
  details?: JsonObject;
}

/**
 * Writes one audit_log entry (issue 13). Pass the transaction that makes the change, so the
 * change and its entry commit together or not at all.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actor.id,
      actor_label: record.actor.label,
      action: record.action,
      city_id: record.cityId,
      target_type: record.target.type,
      target_id: record.target.id,
      target_label: record.target.label ?? null,
      details: JSON.stringify(record.details ?? {}),
    })
    .execute();
}
