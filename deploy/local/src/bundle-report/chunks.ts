import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type PackageShare, packagesOf } from './attribute';
import type { FirstLoadFile } from './first-load';
import { type OwnerContext, ownerOf } from './owners';
import { bytesPerSource, type SourceMap } from './source-bytes';

/** A chunk webpack wrote without a source map: its bytes cannot be told apart. */
const NO_SOURCE_MAP = '(no source map)';
/** The build's precompressed copies (shared/webpack-config's CompressAssetsPlugin), best first. */
const COPIES = [
  { encoding: 'br', extension: 'br' },
  { encoding: 'gzip', extension: 'gz' },
] as const;

export interface ChunkReport extends FirstLoadFile {
  /** Minified size. */
  bytes: number;
  /** What the gateway sends: the build's .br copy (.gz if none), or the file itself. */
  compressed: number;
  encoding: 'br' | 'gzip' | 'none';
  packages: PackageShare[];
}

/**
 * Reads each file from the build folder and splits it into packages, heaviest chunk first. The
 * compressed size is the precompressed copy the build wrote (brotli at its best quality, what the
 * gateway serves to browsers that accept it); a file whose copy saved too little has none and
 * goes out as it is.
 */
export function chunkReports(files: FirstLoadFile[], buildDir: string, owners: OwnerContext): ChunkReport[] {
  return files
    .map((entry): ChunkReport => {
      const file = path.join(buildDir, entry.file);
      const content = readFileSync(file);
      const code = content.toString('utf8');
      const bytes = content.length;
      const copy = COPIES.find(({ extension }) => existsSync(`${file}.${extension}`));
      const compressed = copy ? statSync(`${file}.${copy.extension}`).size : bytes;
      const bySource = existsSync(`${file}.map`)
        ? bytesPerSource(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap)
        : new Map([[NO_SOURCE_MAP, bytes]]);
      const packages = packagesOf(bySource, compressed, (source) => ownerOf(source, owners));
      return { ...entry, bytes, compressed, encoding: copy?.encoding ?? 'none', packages };
    })
    .sort((a, b) => b.compressed - a.compressed || a.file.localeCompare(b.file));
}
