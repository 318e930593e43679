/** Where the build says which other remotes' modules it loads (deploy/release reads it). */
export const CONSUMES_FIELD = 'cerca';

/**
 * Adds `"cerca": { "consumes": [...] }` to the build's mf-manifest.json: the exposed modules of
 * other remotes this build loads at run time ("mf_ordering/business-menu"). Module Federation's own
 * `remotes` field lists only remotes known at build time, and ours are registered at run time, so
 * the release check (deploy/release) learns from this field which live builds depend on which.
 * Runs after Module Federation writes the manifest (stage OPTIMIZE_TRANSFER) and before the
 * compressed copies are made (CompressAssetsPlugin, OPTIMIZE_TRANSFER + 100).
 */
export class ConsumesManifestPlugin {
  constructor(consumes) {
    this.consumes = [...consumes].sort();
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CercaConsumesManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CercaConsumesManifest', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 50 },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) {
            compilation.errors.push(
              new Error('mf-manifest.json is missing: cannot record what the build consumes'),
            );
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest[CONSUMES_FIELD] = { consumes: this.consumes };
          compilation.updateAsset(
            'mf-manifest.json',
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
