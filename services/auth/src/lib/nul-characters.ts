import type { FastifyInstance } from 'fastify';
import { gotrue } from './gotrue-error';

/**
 * Postgres text and jsonb cannot hold U+0000, so a NUL anywhere in a body, query or path value
 * would surface as a database error (500) wherever it reaches SQL. It is never meaningful in an
 * e-mail, password, token or metadata, so the whole auth context refuses it up front with
 * GoTrue's validation error, before any handler (or the admin guard) runs.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if ([request.body, request.query, request.params].some(containsNul)) {
      throw gotrue.validation('Could not read request: text must not contain NUL characters');
    }
  });
}

/** Walks keys and string values with an explicit stack, so deep nesting cannot overflow it. */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
