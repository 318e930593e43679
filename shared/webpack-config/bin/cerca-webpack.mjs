#!/usr/bin/env node
// Builds (or watches) the app in the current directory from its webpack.config.mjs.
// CERCA_BUILD_STATS=<file> also writes the build's chunk groups there (npm run analyze reads them).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { chunkGroupsOf } from '../src/chunk-groups.mjs';

const mode = process.argv[2] ?? 'build';
const configUrl = pathToFileURL(path.resolve('webpack.config.mjs')).href;
// A remote with server rendering exports two configurations: the browser build first, then the
// server bundle (createRemoteServerConfig).
const { default: exported } = await import(configUrl);
const configs = Array.isArray(exported) ? exported : [exported];
const [config] = configs;
const compiler = webpack(configs.length === 1 ? config : configs);
const started = Date.now();

function report(err, stats) {
  if (err) {
    console.error(err);
    process.exitCode = 1;
    return;
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    process.exitCode = 1;
    return;
  }
  const statsFile = process.env.CERCA_BUILD_STATS;
  if (statsFile) {
    const browser = stats.stats ? stats.stats[0] : stats;
    writeFileSync(
      path.resolve(statsFile),
      JSON.stringify({ chunkGroups: chunkGroupsOf(browser.compilation) }),
    );
  }
  console.log(`${config.output.uniqueName}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (mode === 'watch') compiler.watch({}, report);
else compiler.run((err, stats) => compiler.close(() => report(err, stats)));
