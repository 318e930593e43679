import { Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CercaPostgresDialect } from '../src/query-compiler';

// Compiling needs no connection: the pool is never asked for a client.
const db = new Kysely<{ orders: { id: string; created_at: Date } }>({
  dialect: new CercaPostgresDialect({ pool: new pg.Pool({ max: 1 }) }),
});

describe('CercaPostgresDialect', () => {
  it('writes a numeric limit into the statement, so its prepared plan can be generic', () => {
    const query = db.selectFrom('orders').select('id').where('id', '=', 'x').limit(21).compile();
    expect(query.sql).toBe('select "id" from "orders" where "id" = $1 limit 21');
    expect(query.parameters).toEqual(['x']);
  });

  it('keeps offsets and everything else as parameters', () => {
    const query = db.selectFrom('orders').select('id').limit(5).offset(10).compile();
    expect(query.sql).toBe('select "id" from "orders" limit 5 offset $1');
    expect(query.parameters).toEqual([10]);
  });
});
