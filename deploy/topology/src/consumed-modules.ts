import { EXPOSED_MODULE_ID_PATTERN } from '@cerca/contracts';
import { literalsUnder } from './source-literals';

/**
 * The modules of other remotes the sources under `srcDir` load: every literal "<container>/<module>"
 * whose container is another remote's ("mf_ordering/business-menu" given to ExposedComponent or
 * loadRemote). `containers` are the remotes' container names; `own` is the scanned one's (none for
 * the shell).
 */
export function consumedIn(srcDir: string, containers: string[], own?: string): string[] {
  const ids = literalsUnder(srcDir)
    .map((literal) => literal.text)
    .filter((text) => EXPOSED_MODULE_ID_PATTERN.test(text))
    .filter((text) => {
      const container = text.slice(0, text.indexOf('/'));
      return container !== own && containers.includes(container);
    });
  return [...new Set(ids)].sort();
}
