import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pickEncoding } from './shell-page';

/**
 * A server-rendered page is whole before any script runs: the shell's entry, deferred, would still
 * run before that first paint (a deferred script runs as soon as the document is parsed), and its
 * 35 ms of evaluation on this machine, 140 ms on a phone, held the page's photo off the screen.
 * This starter runs in its place: it loads the entry (already preloaded) once a frame has been
 * drawn, so the page paints first and comes alive right after (issue 24: LCP and TBT).
 * In a hidden tab no frame is drawn: the entry starts when the tab is shown.
 */
const SOURCE = `(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    var element = document.createElement('script');
    element.src = entry;
    document.head.appendChild(element);
  }
  // requestAnimationFrame runs just before the next frame is drawn; the task it queues, after it.
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

/** Every byte of script counts on a first visit (the budget in deploy/e2e): sent compressed. */
const SOURCE_BR = brotliCompressSync(SOURCE);

/** Where the starter is served, versioned by its content so that browsers may keep it for good. */
export const START_AFTER_PAINT_URL = `/start-after-paint.js?v=${createHash('sha256').update(SOURCE).digest('hex').slice(0, 12)}`;

/** The deferred entry script html-webpack-plugin writes into the shell's page. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * The shell page's entry script, started after the first paint: preloaded at once, at low priority
 * (the styles and the photo go first; at normal priority a phone's bandwidth went to it and the
 * first paint came 0.5 s later in Lighthouse), run by the starter. A page without the tag is
 * returned unchanged.
 */
export function startEntryAfterPaint(html: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_tag, entry: string) =>
      `<link rel="preload" as="script" href="${entry}" fetchpriority="low"><script defer src="${START_AFTER_PAINT_URL}" data-entry="${entry}"></script>`,
  );
}

/** Serves the starter; `cacheHeaders` are the build files' (its URL changes with its content). */
export function registerStartAfterPaint(
  app: FastifyInstance,
  cacheHeaders: (reply: FastifyReply) => void,
): void {
  app.get('/start-after-paint.js', { schema: { hide: true } }, async (request, reply) => {
    cacheHeaders(reply);
    reply.type('text/javascript; charset=utf-8').header('vary', 'accept-encoding');
    if (pickEncoding(request.headers['accept-encoding']) !== 'br') return reply.send(SOURCE);
    return reply.header('content-encoding', 'br').send(SOURCE_BR);
  });
}
