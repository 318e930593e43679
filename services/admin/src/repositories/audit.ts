import { AUDIT_PAGE_SIZE, type AuditEntry } from '@cerca/contracts/audit-log';
import { type Db, sql } from '@cerca/db';
import type { TimeCursor } from '@cerca/service-kit';

const TIME_CURSOR_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/**
 * One page of the audit log, newest first, optionally about one city, after `cursor`. The
 * (created_at, id) row comparison is the range of audit_log_created_idx / audit_log_city_created_idx.
 */
export async function listAuditPage(
  db: Db,
  { cityId, cursor }: { cityId?: string; cursor?: TimeCursor },
): Promise<{ entries: AuditEntry[]; next: TimeCursor | null }> {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('cities as c', 'c.id', 'a.city_id')
    .select([
      'a.id',
      'a.actor_id',
      'a.actor_label',
      'a.action',
      'a.city_id',
      'c.name as city_name',
      'a.target_type',
      'a.target_id',
      'a.target_label',
      'a.details',
      'a.created_at',
      sql<string>`to_char(a.created_at at time zone 'UTC', ${sql.lit(TIME_CURSOR_FORMAT)})`.as('cursor_at'),
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1);
  if (cityId) query = query.where('a.city_id', '=', cityId);
  if (cursor)
    query = query.where(sql<boolean>`(a.created_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await query.execute();
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      actor_id: row.actor_id,
      actor_label: row.actor_label,
      action: row.action,
      city_id: row.city_id,
      city_name: row.city_name ?? null,
      target_type: row.target_type,
      target_id: row.target_id,
      target_label: row.target_label,
      details: row.details,
      created_at: row.created_at.toISOString(),
    })),
    next: rows.length > AUDIT_PAGE_SIZE && last ? { at: last.cursor_at, id: last.id } : null,
  };
}
