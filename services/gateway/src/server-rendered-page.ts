import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  outletElementId,
  SERVER_RENDERED_ATTRIBUTE,
  serverRenderPayloadId,
} from '@cerca/contracts/server-render';
import type { RemoteRenderResult } from './server-render';
import { inlineJson, preloadTag, type ShellPage } from './shell-page';
import { startEntryAfterPaint } from './start-after-paint';

type Rendered = Extract<RemoteRenderResult, { rendered: true }>;

/** React places the preloads a render asks for (the LCP photo, with its priority) before its markup. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;
const OUTLET = /<main id="cerca-outlet"[^>]*>/;

/** As the remote's runtime links them (no crossorigin), so the remote finds them already loaded. */
const stylesheetTag = (href: string) => `<link rel="stylesheet" href="${href}">`;

/**
 * One sheet per content: a build names a sheet `<chunk>.<contenthash>.css`, and two chunks of a
 * shared module can carry the same styles. Each would be one more request that blocks the paint.
 */
function distinctSheets(hrefs: string[]): string[] {
  const seen = new Set<string>();
  return hrefs.filter((href) => {
    const content = /\.([0-9a-f]{8,})\.css$/.exec(href)?.[1] ?? href;
    if (seen.has(content)) return false;
    seen.add(content);
    return true;
  });
}

const composed = new WeakMap<ShellPage, WeakMap<Rendered, ShellPage>>();

/**
 * The shell page with a remote's server render in its outlet: the markup inside the remote's own
 * element (marked, so the shell shows no spinner over it and the remote hydrates it), the place and
 * answers it was drawn from as a JSON data block beside it, the image preloads React asked for and
 * the remote's style sheets in the head (the markup paints before any script, so its styles must
 * block that paint). Compressed once per render and page: every visitor shares both.
 */
export function serverRenderedPage(page: ShellPage, name: string, rendered: Rendered): ShellPage {
  let forPage = composed.get(page);
  if (!forPage) {
    forPage = new WeakMap();
    composed.set(page, forPage);
  }
  const known = forPage.get(rendered);
  if (known) return known;
  const preloads = LEADING_LINKS.exec(rendered.html)?.[0] ?? '';
  const markup = rendered.html.slice(preloads.length);
  // The page is drawn already: the shell starts once it is on screen (start-after-paint.ts).
  const template = startEntryAfterPaint(page.template);
  const outlet = OUTLET.exec(template);
  if (!outlet) return page;
  const remote = `<div id="${outletElementId(name)}" class="cerca-remote" data-remote="${name}" ${SERVER_RENDERED_ATTRIBUTE}>${markup}</div><script type="application/json" id="${serverRenderPayloadId(name)}">${inlineJson(rendered.payload)}</script>`;
  const at = outlet.index + outlet[0].length;
  // What the first paint needs comes first: the styles and the page's photos. The scripts only
  // make the painted page interactive: low priority, so they never hold the photo back.
  const head = [
    page.manifestTag,
    ...distinctSheets(page.styles).map(stylesheetTag),
    preloads,
    ...page.scripts.map((href) => preloadTag(href, 'low')),
  ].join('');
  const html = `${template.slice(0, at)}${remote}${template.slice(at)}`.replace('</head>', `${head}</head>`);
  const result: ShellPage = {
    ...page,
    html,
    // Quality 5: most of brotli's gain at a fraction of 11's time, paid once per render.
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(html, { level: 6 }),
  };
  forPage.set(rendered, result);
  return result;
}
