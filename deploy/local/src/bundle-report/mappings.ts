const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGITS = new Map([...BASE64].map((char, value) => [char, value]));

/** From `column` (UTF-16 units) of its generated line on, the code came from `sources[source]`. */
export interface Segment {
  column: number;
  /** Undefined for a segment that maps to no source (generated code). */
  source: number | undefined;
}

/**
 * A source map's `mappings` (base64 VLQ, version 3) decoded to each generated line's segments.
 * Only the generated column and the source index are kept: they are all that says which source
 * produced which bytes. The `source-map` package would do it too, at the cost of a dependency.
 */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [[]];
  let column = 0;
  let source = 0;
  let fields: number[] = [];
  let value = 0;
  let shift = 0;
  const endSegment = () => {
    const [columnDelta, sourceDelta] = fields;
    if (columnDelta === undefined) return;
    column += columnDelta;
    // One field: generated code from no source; four or five: source, line, column (, name).
    if (sourceDelta !== undefined && fields.length >= 4) source += sourceDelta;
    lines.at(-1)!.push({ column, source: fields.length >= 4 ? source : undefined });
    fields = [];
  };
  for (const char of mappings) {
    if (char === ';' || char === ',') {
      if (shift !== 0) throw new Error('source map mappings: a value ends in the middle');
      endSegment();
      if (char === ';') {
        lines.push([]);
        column = 0;
      }
      continue;
    }
    const digit = DIGITS.get(char);
    if (digit === undefined) throw new Error(`source map mappings: unexpected character "${char}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    // The lowest bit is the sign.
    fields.push(value % 2 === 1 ? -Math.floor(value / 2) : value / 2);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error('source map mappings: a value ends in the middle');
  endSegment();
  return lines;
}
