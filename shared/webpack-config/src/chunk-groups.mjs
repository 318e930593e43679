/**
 * The build's chunk groups, for `npm run analyze` (deploy/local/src/bundle-report): for each
 * entry, exposed module, shared module and dynamic import, the script files the browser loads
 * together for it and what asks for them. Webpack's stats JSON lists only named groups, and a
 * shared module's group has no name, so they are read from the compilation.
 */
export function chunkGroupsOf(compilation) {
  const shortener = compilation.requestShortener;
  return compilation.chunkGroups.map((group) => ({
    name: group.name ?? null,
    entrypoint: group.isInitial(),
    files: [...group.getFiles()].filter((file) => file.endsWith('.js')).sort(),
    origins: group.origins.map((origin) => ({
      module: origin.module ? origin.module.readableIdentifier(shortener) : null,
      request: origin.request ?? null,
    })),
  }));
}
