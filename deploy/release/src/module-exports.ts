import { build } from 'esbuild';

/**
 * The names a source module exports, read statically by esbuild (the bundler the webpack config
 * already compiles with), without running it: `export const { bootstrap, mount, unmount } = …`
 * gives those three. A module the build exposes cannot be executed here (it needs the page's
 * shared React and the federation runtime), but what it exports is decided by its source.
 */
export async function exportedNames(file: string): Promise<string[]> {
  const result = await build({
    entryPoints: [file],
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'exports-probe',
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs).flatMap((output) => output.exports);
}
