import type { PackageShare } from './attribute';
import type { ChunkReport } from './chunks';
import { type AppReport, type BundleReport, packagesAcross, sumBytes, sumCompressed } from './report';

/** KB as the JavaScript budgets count them (deploy/e2e/budgets.json): 1024 bytes. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const shell = (report: BundleReport) => report.apps.find((app) => app.kind === 'shell');
const withShell = (report: BundleReport, app: AppReport) =>
  app.kind === 'remote'
    ? kb(sumCompressed(app.firstLoad) + sumCompressed(shell(report)?.firstLoad ?? []))
    : '';

const ABOUT = `What a first visit downloads for each app. The shell: main.js and the scripts its
startup.json lists, which the gateway preloads on every page (the shared libraries and the chrome).
A remote: remoteEntry.js, the exposed \`./app\` and the shared modules the shell does not provide,
as the gateway preloads them for the remote's routes; the route's own page loads after the remote
mounts and is not counted here (deploy/e2e's budget test measures a whole visit in Chromium).

Sizes are the brotli copies the build writes and the gateway sends (KB = 1024 bytes). Chromium's
counts, and so the budgets in deploy/e2e/budgets.json, add each response's headers: about 0.7 KB
a script. A package's share of a script is the script's brotli size split in proportion to
the minified bytes its sources produced, read from the source maps. The app's own code is named
by its folder; \`(unmapped)\` is webpack's module wrappers and export tables, \`(JSON modules)\`
the locale texts and remote.json.`;

function packageTable(packages: PackageShare[]): string[] {
  return [
    '| package | minified | brotli |',
    '|---|---:|---:|',
    ...packages.map((share) => `| ${share.name} | ${kb(share.bytes)} | ${kb(share.compressed)} |`),
  ];
}

function chunkTable(chunks: ChunkReport[]): string[] {
  return [
    '| script | loaded as | minified | brotli |',
    '|---|---|---:|---:|',
    ...chunks.map(
      (chunk) =>
        `| \`${chunk.file}\` | ${chunk.roles.join(', ')} | ${kb(chunk.bytes)} | ${kb(chunk.compressed)}` +
        `${chunk.encoding === 'br' ? '' : ` (${chunk.encoding})`} |`,
    ),
  ];
}

function appSection(app: AppReport): string[] {
  const lines = [
    `## ${app.app}: ${kb(sumCompressed(app.firstLoad))} in ${app.firstLoad.length} scripts`,
    '',
    ...chunkTable(app.firstLoad),
    '',
    'By package, across these scripts:',
    '',
    ...packageTable(packagesAcross(app.firstLoad)),
  ];
  for (const chunk of app.firstLoad) {
    lines.push(
      '',
      `### \`${chunk.file}\` (${chunk.roles.join(', ')}): ${kb(chunk.compressed)}`,
      '',
      ...packageTable(chunk.packages),
    );
  }
  if (app.providedByShell.length > 0) {
    lines.push(
      '',
      `### Its copies of the shared modules the shell provides (not loaded in the page): ${kb(sumCompressed(app.providedByShell))}`,
      '',
      '| script | loaded as | brotli | packages |',
      '|---|---|---:|---|',
      ...app.providedByShell.map(
        (chunk) =>
          `| \`${chunk.file}\` | ${chunk.roles.join(', ')} | ${kb(chunk.compressed)} | ${topPackages(chunk, 3)} |`,
      ),
    );
  }
  return lines;
}

export function renderMarkdown(report: BundleReport): string {
  const lines = [
    '# Bundle report',
    '',
    `Written by \`npm run analyze\` (deploy/local/src/bundle-report) on ${report.generatedAt}` +
      `${report.commit ? `, at commit ${report.commit}` : ''}.`,
    '',
    ABOUT,
    '',
    '| app | scripts | minified | brotli | with the shell |',
    '|---|---:|---:|---:|---:|',
    ...report.apps.map(
      (app) =>
        `| ${app.app} | ${app.firstLoad.length} | ${kb(sumBytes(app.firstLoad))} | ` +
        `${kb(sumCompressed(app.firstLoad))} | ${withShell(report, app)} |`,
    ),
  ];
  for (const app of report.apps) lines.push('', ...appSection(app));
  return `${lines.join('\n')}\n`;
}

function topPackages(chunk: ChunkReport, count: number): string {
  const shown = chunk.packages
    .slice(0, count)
    .map((share) => `${share.name} ${(share.compressed / 1024).toFixed(1)}`);
  const more = chunk.packages.length - count;
  return [...shown, ...(more > 0 ? [`+${more} more`] : [])].join(', ');
}

/** The terminal's summary: each app's first-load scripts, brotli KB and heaviest packages. */
export function renderSummary(report: BundleReport): string {
  const lines: string[] = [];
  for (const app of report.apps) {
    const total = kb(sumCompressed(app.firstLoad));
    const page = app.kind === 'remote' ? `; with the shell ${withShell(report, app)}` : '';
    lines.push(`${app.app}: first load ${total} brotli in ${app.firstLoad.length} scripts${page}`);
    const fileWidth = Math.max(...app.firstLoad.map((chunk) => chunk.file.length));
    const roleWidth = Math.max(...app.firstLoad.map((chunk) => chunk.roles.join(', ').length));
    for (const chunk of app.firstLoad) {
      lines.push(
        `  ${(chunk.compressed / 1024).toFixed(1).padStart(6)}  ${chunk.file.padEnd(fileWidth)}  ` +
          `${chunk.roles.join(', ').padEnd(roleWidth)}  ${topPackages(chunk, 3)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
