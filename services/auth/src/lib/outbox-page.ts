import { escapeHtml } from '@cerca/service-kit';
import messages from '../messages.json';
import type { OutboxMail } from '../repositories/mail-outbox';

/** The developer outbox as one HTML page, newest mail first. */
export function renderOutboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><strong>${escapeHtml(messages.outboxTo)}:</strong> ${escapeHtml(mail.recipient)} · <strong>${escapeHtml(messages.outboxDate)}:</strong> <time datetime="${mail.created_at.toISOString()}">${escapeHtml(mail.created_at.toLocaleString('es-MX', { timeZone: 'America/Mexico_City' }))}</time></p>
  ${mail.body_html ?? `<pre>${escapeHtml(mail.body_text)}</pre>`}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(messages.outboxTitle)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}</style>
</head>
<body>
<h1>${escapeHtml(messages.outboxTitle)}</h1>
<p>${escapeHtml(messages.outboxDescription)}</p>
${items || `<p>${escapeHtml(messages.outboxEmpty)}</p>`}
</body>
</html>`;
}
