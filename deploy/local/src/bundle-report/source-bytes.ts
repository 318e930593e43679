import { decodeMappings } from './mappings';

/** The parts of a version 3 source map read here (webpack writes no index maps). */
export interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Bytes no mapping claims: webpack's module wrappers and export tables, comments, line breaks. */
export const UNMAPPED = '(unmapped)';
/**
 * JSON modules (the locale texts, remote.json): webpack inlines them as `JSON.parse('…')` and
 * maps them to no source, but they are often the largest unmapped part of an app's chunk.
 */
export const JSON_MODULES = '(JSON modules)';
const JSON_LITERAL = /JSON\.parse\('(?:[^'\\]|\\.)*'\)/g;

/**
 * How many bytes (UTF-8) of a minified file each source produced, as source-map-explorer counts
 * them: a segment owns the bytes from its column to the next segment's (or the line's end).
 * Every byte of the file is counted once, so the counts add up to the file's size.
 */
export function bytesPerSource(code: string, map: SourceMap): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (owner: string, text: string) => {
    const bytes = Buffer.byteLength(text);
    if (bytes > 0) counts.set(owner, (counts.get(owner) ?? 0) + bytes);
  };
  // Unmapped text is gathered until a mapped span ends it, so a JSON literal is seen whole.
  let unmapped = '';
  const flushUnmapped = () => {
    const json = unmapped.match(JSON_LITERAL) ?? [];
    for (const literal of json) add(JSON_MODULES, literal);
    add(UNMAPPED, unmapped.replace(JSON_LITERAL, ''));
    unmapped = '';
  };
  const mappings = decodeMappings(map.mappings);
  const lines = code.split('\n');
  lines.forEach((line, index) => {
    const segments = [...(mappings[index] ?? [])].sort((a, b) => a.column - b.column);
    unmapped += line.slice(0, segments[0]?.column ?? line.length);
    segments.forEach((segment, at) => {
      const text = line.slice(segment.column, segments[at + 1]?.column ?? line.length);
      const source = segment.source === undefined ? undefined : map.sources[segment.source];
      if (source === undefined) {
        unmapped += text;
      } else if (text.length > 0) {
        flushUnmapped();
        add(source, text);
      }
    });
    if (index < lines.length - 1) unmapped += '\n';
  });
  flushUnmapped();
  return counts;
}
