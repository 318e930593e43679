/** Where the host lists the scripts every page loads at start (read by the gateway's page). */
export const STARTUP_FILE = 'startup.json';

/** webpackChunkName prefix of the entry's dynamic imports that must not be preloaded. */
const ON_DEMAND_PREFIX = 'on-demand-';

/**
 * Writes startup.json: the entry's scripts and those of the chunk groups the entry's own modules
 * load right away — the shared libraries' fallbacks (react, react-dom, i18next, the session…)
 * and the entry file's dynamic imports (the chrome). The gateway preloads them so they download
 * alongside main.js instead of after it has run. Deeper lazy chunks (dialogs, confetti) are left
 * out, and so are the entry's imports named "on-demand-…".
 */
export class StartupChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CercaStartupChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CercaStartupChunks', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const entry = new Set();
          const startup = new Set();
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const file of entrypoint.getFiles()) entry.add(file);
            for (const child of entrypoint.childrenIterable) {
              // An import the entry makes only in rare cases (a mailed auth link) opts out by name.
              if (child.name?.startsWith(ON_DEMAND_PREFIX)) continue;
              for (const file of child.getFiles()) startup.add(file);
            }
          }
          const scripts = [...startup].filter((file) => file.endsWith('.js') && !entry.has(file)).sort();
          compilation.emitAsset(
            STARTUP_FILE,
            new sources.RawSource(`${JSON.stringify({ scripts }, null, 2)}\n`),
          );
        },
      );
    });
  }
}
