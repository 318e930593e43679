import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets a browser downloads; source maps are left alone (only devtools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt)$/;
/** A compressed copy that saves less than this is not worth a second file. */
const MIN_RATIO = 0.9;

/**
 * Writes `<asset>.br` (brotli, best quality) and `<asset>.gz` (gzip -9) next to every text asset,
 * so the server or CDN picks one by `accept-encoding` instead of compressing on each request.
 * Runs after Module Federation emits mf-manifest.json (stage OPTIMIZE_TRANSFER), so that is
 * compressed too.
 */
export class CompressAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CercaCompressAssets', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CercaCompressAssets', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 100 },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter(({ name }) => COMPRESSIBLE.test(name))
            .map(async ({ name, source, info }) => {
              const input = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(input, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
                  },
                }),
                gzipAsync(input, { level: 9 }),
              ]);
              for (const [extension, output] of [
                ['br', br],
                ['gz', gz],
              ]) {
                if (output.length > input.length * MIN_RATIO) continue;
                compilation.emitAsset(`${name}.${extension}`, new sources.RawSource(output), {
                  immutable: info.immutable,
                  compressed: true,
                });
              }
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
