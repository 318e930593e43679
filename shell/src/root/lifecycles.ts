/** A single-spa lifecycle function as remotes export them (single-spa-react's take props). */
export type LifecycleFn = (props: AppProps) => Promise<unknown>;
export type AppProps = { name: string } & Record<string, unknown>;

export interface RemoteLifecycles {
  bootstrap: LifecycleFn | LifecycleFn[];
  mount: LifecycleFn | LifecycleFn[];
  unmount: LifecycleFn | LifecycleFn[];
}

const isLifecycle = (value: unknown): value is LifecycleFn | LifecycleFn[] =>
  typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));

/**
 * The single-spa lifecycles of an exposed "./app" module (named exports or a default export).
 * Throws when the module is not one: a remote that shipped something else must show the fallback,
 * not a blank outlet.
 */
export function toLifecycles(module: unknown, name: string): RemoteLifecycles {
  const candidates = [module, (module as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    if (!candidate || typeof candidate !== 'object') continue;
    const { bootstrap, mount, unmount } = candidate as Record<string, unknown>;
    if (isLifecycle(mount) && isLifecycle(unmount)) {
      return { bootstrap: isLifecycle(bootstrap) ? bootstrap : [], mount, unmount };
    }
  }
  throw new Error(`Remote ${name} does not expose single-spa lifecycles from "./app"`);
}

/** Runs one lifecycle or a list of them in order, as single-spa does. */
export async function runLifecycle(lifecycle: LifecycleFn | LifecycleFn[], props: AppProps): Promise<void> {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** Rejects with a TimeoutError when the promise has not settled in time. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
