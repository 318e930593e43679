import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Named statements one connection keeps at most; later new texts run unnamed (parsed each time). */
export const MAX_PREPARED_PER_CONNECTION = 256;

const names = new Map<string, string>();

/**
 * The statement's name on the server: its text's digest, so one text never gets two names.
 * Remembered per text (hashing on every query showed in profiles); the map is emptied when it
 * grows past what fixed query shapes produce, so texts built from input cannot grow it for ever.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 4 * MAX_PREPARED_PER_CONNECTION) names.clear();
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes the client's parameterised queries named prepared statements: Postgres then parses each
 * statement text once per connection and reuses its plan, instead of parsing and planning it on
 * every call (measured: planning was most of the database time of a checkout). Kysely sends
 * `query(text, values)`; texts are fixed per query shape, so a connection sees a bounded set,
 * capped by MAX_PREPARED_PER_CONNECTION all the same. Queries without parameters, and anything
 * that is not plain text (cursors), pass through unchanged.
 */
export function prepareClientStatements(client: pg.PoolClient, max = MAX_PREPARED_PER_CONNECTION): void {
  const query = client.query.bind(client) as QueryFn;
  const prepared = new Set<string>();
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined)
      return query(...args);
    const name = statementName(text);
    if (!prepared.has(name)) {
      if (prepared.size >= max) return query(...args);
      prepared.add(name);
    }
    return query({ name, text, values });
  };
}
