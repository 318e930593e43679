/** What one package (or app folder) weighs in a chunk. */
export interface PackageShare {
  name: string;
  /** Minified bytes it produced in the chunk. */
  bytes: number;
  /** Its share of the chunk's compressed size. */
  compressed: number;
}

/**
 * A chunk's packages, heaviest first. Brotli compresses the file as a whole, so a package has no
 * compressed size of its own: each gets the part of the file's compressed size that its minified
 * bytes are of the file's (as source-map-explorer does with gzip), and the shares add up to the
 * bytes the browser receives for the chunk.
 */
export function packagesOf(
  bytesBySource: Map<string, number>,
  compressedSize: number,
  ownerOf: (source: string) => string,
): PackageShare[] {
  const bytesByOwner = new Map<string, number>();
  for (const [source, bytes] of bytesBySource) {
    // "(unmapped)", "(JSON modules)", "(no source map)": parts that are no source's, kept as they are.
    const owner = source.startsWith('(') ? source : ownerOf(source);
    bytesByOwner.set(owner, (bytesByOwner.get(owner) ?? 0) + bytes);
  }
  const total = [...bytesByOwner.values()].reduce((sum, bytes) => sum + bytes, 0);
  return [...bytesByOwner]
    .map(([name, bytes]) => ({ name, bytes, compressed: total === 0 ? 0 : (compressedSize * bytes) / total }))
    .sort((a, b) => b.compressed - a.compressed || a.name.localeCompare(b.name));
}
