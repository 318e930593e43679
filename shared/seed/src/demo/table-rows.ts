import type { Database, Insertable, Transaction } from '@cerca/db';
import { sql } from 'kysely';

export type Row<T extends keyof Database> = Insertable<Database[T]>;

/** The rows of one table, ready to insert, and how a re-run treats rows that already exist. */
export interface TableRows {
  table: keyof Database;
  rows: readonly object[];
  /** Columns a re-run moves forward (time-relative rows); other existing rows are left as they are. */
  refresh: readonly string[];
}

/** Typed where the rows are built; the insert below only needs the table's name. */
export function tableRows<T extends keyof Database>(
  table: T,
  rows: Row<T>[],
  refresh: readonly (keyof Database[T] & string)[] = [],
): TableRows {
  return { table, rows, refresh };
}

/** Inserts one table's rows, skipping (or, for `refresh` columns, updating) the existing ones. */
export async function insertTableRows(trx: Transaction<Database>, { table, rows, refresh }: TableRows) {
  if (rows.length === 0) return;
  // The builder typed the rows against this table (tableRows); Kysely cannot follow a table
  // name held in a variable, so the insert itself is untyped.
  const insert = trx.insertInto(table).values(rows as never);
  await (refresh.length
    ? insert.onConflict((oc) =>
        oc
          .column('id' as never)
          .doUpdateSet(Object.fromEntries(refresh.map((c) => [c, sql.ref(`excluded.${c}`)])) as never),
      )
    : insert.onConflict((oc) => oc.doNothing())
  ).execute();
}
