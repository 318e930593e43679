// Without zod: the shell's first load imports it (remotes.ts, which re-exports it, holds the
// manifest's schema, which only the gateway and the shell's fallback fetch need).

/** Whether a pathname matches a route pattern such as "/businesses/:id". */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const normalise = (value: string) => value.replace(/\/+$/, '') || '/';
  const want = normalise(pattern).split('/');
  const have = normalise(pathname).split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? (have[i] ?? '') !== '' : segment === have[i]));
}
