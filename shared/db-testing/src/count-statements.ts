import type { Db } from '@cerca/db';
import type { KyselyPlugin } from 'kysely';

/**
 * `db` with a count of the statements it ran: every query and raw `sql` Kysely executes passes
 * through a plugin once, with its result. For tests that hold a code path to a number of round
 * trips ("sending a message is one statement").
 */
export function countingStatements(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(counter), statements: () => statements };
}
