import {
  type LimitNode,
  PostgresDialect,
  PostgresQueryCompiler,
  type QueryCompiler,
  ValueNode,
} from 'kysely';

/**
 * Postgres SQL as Kysely writes it, except that a numeric LIMIT is written into the text instead of
 * sent as a parameter. Queries run as prepared statements (prepared-statements.ts); with `limit $n`
 * the planner cannot cost a generic plan (it must assume every row is read and sorted), so it
 * re-plans a paged list on every call — measured at twice the list's own execution time. Limits are
 * validated integers from the code, never free text, so a page size only adds one statement shape.
 */
class LiteralLimitCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const value = ValueNode.is(node.limit) ? node.limit.value : undefined;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
      this.append(`limit ${value}`);
      return;
    }
    super.visitLimit(node);
  }
}

/** PostgresDialect with LiteralLimitCompiler. */
export class CercaPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitCompiler();
  }
}
