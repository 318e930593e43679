import type { FastifyInstance } from 'fastify';
import type { AuthRuntime } from '../runtime';
import { escapeHtml, texts } from '../texts';

const LIMIT = 50;

/**
 * GET /dev/outbox: the latest queued mails as a page, newest first, so a developer can follow a
 * recovery or confirmation link without a mail server. Registered only outside production.
 */
export function registerDevOutbox(app: FastifyInstance, runtime: AuthRuntime): void {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await runtime.db
      .selectFrom('auth.mail_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIMIT)
      .execute();
    const t = texts.outbox;
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><strong>${escapeHtml(t.to)}:</strong> ${escapeHtml(mail.recipient)} · <strong>${escapeHtml(t.date)}:</strong> <time datetime="${mail.created_at.toISOString()}">${escapeHtml(mail.created_at.toLocaleString('es-MX', { timeZone: 'America/Mexico_City' }))}</time></p>
  ${mail.body_html ?? `<pre>${escapeHtml(mail.body_text)}</pre>`}
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}</style>
</head>
<body>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.description)}</p>
${items || `<p>${escapeHtml(t.empty)}</p>`}
</body>
</html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
