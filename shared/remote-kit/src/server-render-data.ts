// How answers travel from a server render to the browser's cache in JSON. JSON has no
// `undefined`, and an infinite query's first page parameter is one (no cursor yet): in an array
// JSON would turn it into null, a cursor no page asked for. It travels as a marker instead.

const UNDEFINED = { $cercaUndefined: true } as const;

interface PagedData {
  pages: unknown[];
  pageParams: unknown[];
}

const isPaged = (data: unknown): data is PagedData =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as PagedData).pages) &&
  Array.isArray((data as PagedData).pageParams);

const isMarker = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as typeof UNDEFINED).$cercaUndefined === true;

/** For dehydrate's serializeData, on the server. */
export function serializeAnswer(data: unknown): unknown {
  if (!isPaged(data)) return data;
  return { ...data, pageParams: data.pageParams.map((param) => (param === undefined ? UNDEFINED : param)) };
}

/** For hydrate's deserializeData, in the browser: the reverse of serializeAnswer. */
export function deserializeAnswer(data: unknown): unknown {
  if (!isPaged(data)) return data;
  return { ...data, pageParams: data.pageParams.map((param) => (isMarker(param) ? undefined : param)) };
}
