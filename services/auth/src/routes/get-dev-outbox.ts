import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context';
import { renderOutboxPage } from '../lib/outbox-page';
import { listLatestMails } from '../repositories/mail-outbox';

const LIMIT = 50;

/**
 * GET /dev/outbox — the latest queued mails as a page, newest first, so a developer can follow a
 * recovery or confirmation link without a mail server. Registered only outside production.
 */
export async function getDevOutboxRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const html = renderOutboxPage(await listLatestMails(context.db, LIMIT));
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
