// npm run analyze (issue 24): which packages make up each script a first visit loads, per app
// (the shell and each remote), with the brotli bytes the browser receives, so the cost of an
// import shows before it ships. Builds every app for production into .data/bundle-report/builds
// (never over <app>/dist), then writes .data/bundle-report/report.md and report.json and prints
// a summary. `npm run analyze -- --no-build` reads the builds of the last run again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildForReport, buildPaths } from './build';
import { chunkReports } from './chunks';
import { type ChunkGroup, hostFirstLoad, providedModules, remoteFirstLoad } from './first-load';
import { packageNamesFromDisk } from './owners';
import { renderMarkdown, renderSummary } from './render';
import { type AppReport, type BundleReport, toJson } from './report';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const OUT = path.join(ROOT, '.data', 'bundle-report');
const SHELL = 'shell';
const started = Date.now();

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const remotes = readdirSync(ROOT)
  .filter((name) => name.startsWith('mf-') && existsSync(path.join(ROOT, name, 'remote.json')))
  .sort();
const apps = [SHELL, ...remotes];

if (!process.argv.includes('--no-build')) {
  console.log(`[analyze] building ${apps.join(', ')} for production into ${path.relative(ROOT, OUT)}/builds`);
  await buildForReport(ROOT, apps, OUT);
}

const packageNameIn = packageNamesFromDisk();
const groupsOf = (app: string) => {
  const file = buildPaths(OUT, app).chunkGroups;
  if (!existsSync(file))
    throw new Error(`${app} has no build in ${path.relative(ROOT, OUT)}: run without --no-build`);
  return readJson<{ chunkGroups: ChunkGroup[] }>(file).chunkGroups;
};
const ownersOf = (app: string) => ({ root: ROOT, appDir: path.join(ROOT, app), packageNameIn });

const shellDist = buildPaths(OUT, SHELL).dist;
const shellGroups = groupsOf(SHELL);
const startup = readJson<{ scripts: string[] }>(path.join(shellDist, 'startup.json')).scripts;
const report: BundleReport = {
  generatedAt: new Date().toISOString(),
  commit: currentCommit(),
  apps: [
    {
      app: SHELL,
      kind: 'shell',
      firstLoad: chunkReports(hostFirstLoad(shellGroups, startup), shellDist, ownersOf(SHELL)),
      providedByShell: [],
    },
    ...remotes.map((app): AppReport => {
      const { exposes } = readJson<{ exposes: Record<string, string> }>(path.join(ROOT, app, 'remote.json'));
      const load = remoteFirstLoad(groupsOf(app), exposes, providedModules(shellGroups));
      const dist = buildPaths(OUT, app).dist;
      return {
        app,
        kind: 'remote',
        firstLoad: chunkReports(load.firstLoad, dist, ownersOf(app)),
        providedByShell: chunkReports(load.providedByHost, dist, ownersOf(app)),
      };
    }),
  ],
};

mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, 'report.json'), toJson(report));
writeFileSync(path.join(OUT, 'report.md'), renderMarkdown(report));
process.stdout.write(renderSummary(report));
console.log(
  `[analyze] ${path.relative(ROOT, OUT)}/report.md (and report.json) in ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s: each script's packages, brotli KB (1024 bytes)`,
);

/** The commit the report describes, when git is at hand (a report from a tarball has none). */
function currentCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}
