/** Where a remote lists the scripts of each shared module it provides (read by the gateway). */
export const SHARED_CHUNKS_FILE = 'shared-chunks.json';

/** "provide shared module (default) @cerca/router@0.1.0 = ../shared/router/src/index.ts" and the like. */
const PROVIDE_ORIGIN = /^provide shared module \([^)]*\) (.+?)@[^@\s]*( |$)/;

/**
 * Writes shared-chunks.json: for each shared module the remote provides, every script its copy
 * loads. mf-manifest.json lists only some of them (for @cerca/router, the re-export and not
 * react-router itself), so preloading from the manifest alone left a library to be found after
 * its module ran: one more round trip before the remote could paint.
 */
export class SharedChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CercaSharedChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CercaSharedChunks', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const shortener = compilation.requestShortener;
          const shared = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              const name = PROVIDE_ORIGIN.exec(origin.module?.readableIdentifier(shortener) ?? '')?.[1];
              if (!name) continue;
              const files = [...group.getFiles()].filter((file) => file.endsWith('.js'));
              shared[name] = [...new Set([...(shared[name] ?? []), ...files])].sort();
            }
          }
          const sorted = Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(
            SHARED_CHUNKS_FILE,
            new sources.RawSource(`${JSON.stringify({ shared: sorted }, null, 2)}\n`),
          );
        },
      );
    });
  }
}
