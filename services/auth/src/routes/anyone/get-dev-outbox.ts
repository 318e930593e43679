import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { renderOutboxPage } from '../../lib/outbox-page';
import { listLatestMails } from '../../repositories/mail-outbox';

const LIMIT = 50;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /dev/outbox — the latest queued mails as a page, newest first, so a developer can follow a
 * recovery or confirmation link without a mail server. It shows everyone's links, so it is
 * registered only outside production with AUTH_DEV_OUTBOX=1, and answers only connections from
 * this machine: the socket's address, not request.ip, which X-Forwarded-For can set. Anyone else
 * gets the 404 of an unknown route. (Mails are also written to AUTH_MAIL_DIR and logged.)
 */
export async function getDevOutboxRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const html = renderOutboxPage(await listLatestMails(context.db, LIMIT));
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}

function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}
