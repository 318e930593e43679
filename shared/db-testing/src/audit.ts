import type { AuditAction } from '@cerca/contracts/audit-log';
import type { Database } from '@cerca/db';
import type { Kysely } from 'kysely';

/** The audit entries of an action about one target, as the tests assert them. */
export function auditOf(db: Kysely<Database>, action: AuditAction, targetId: string) {
  return db
    .selectFrom('audit_log')
    .select([
      'actor_id',
      'actor_label',
      'action',
      'city_id',
      'target_type',
      'target_id',
      'target_label',
      'details',
    ])
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
}
