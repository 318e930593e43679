import { type AppProps, type RemoteLifecycles, runLifecycle, withTimeout } from './lifecycles';

/** What a remote's outlet can show besides the remote itself. */
export interface OutletView {
  showLoading(): void;
  /** The Spanish fallback with "Reintentar"; `focusRetry` moves focus to the new button. */
  showFallback(onRetry: () => void, focusRetry: boolean): void;
  clear(): void;
}

export type FailurePhase = 'load' | 'mount' | 'crash' | 'unmount';

export interface ResilientAppOptions {
  name: string;
  /** Loads the remote's lifecycles; `fresh` asks to forget a previous failed load first. */
  load: (options: { fresh: boolean }) => Promise<RemoteLifecycles>;
  view: OutletView;
  onFailure?: (error: unknown, phase: FailurePhase) => void;
  timeouts?: Partial<Timeouts>;
}

export interface Timeouts {
  /** Manifest + remoteEntry + exposed chunk. */
  load: number;
  mount: number;
  unmount: number;
  /** A spinner appears only when loading takes longer than this (no flash on fast loads). */
  loadingDelay: number;
}

const DEFAULT_TIMEOUTS: Timeouts = { load: 20_000, mount: 10_000, unmount: 5_000, loadingDelay: 200 };

export interface ResilientApp {
  /** Lifecycles to register with single-spa: they never reject and never block navigation. */
  bootstrap(props: AppProps): Promise<void>;
  mount(props: AppProps): Promise<void>;
  unmount(props: AppProps): Promise<void>;
  /** The remote threw while rendering (its error boundary called us): swap it for the fallback. */
  crash(error: unknown): void;
  /** A failure reported by single-spa itself. */
  fail(error: unknown): void;
}

/**
 * Wraps a remote so that a failure to load it (network, missing manifest, version mismatch) or a
 * throw while mounting/rendering shows a fallback with "Reintentar" inside its own outlet only.
 * mount() returns at once and loads in the background, so a slow or hanging remote never holds
 * single-spa's navigation queue (the chrome and other remotes keep working).
 */
export function createResilientApp(options: ResilientAppOptions): ResilientApp {
  const { name, load, view } = options;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const report = (error: unknown, phase: FailurePhase) => options.onFailure?.(error, phase);

  let real: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let loadFailed = false;
  let realMounted = false;
  let mountingReal = false;
  /** Bumped by every mount/unmount: work started for an older generation stops. */
  let generation = 0;
  let props: AppProps | null = null;
  /** Operations on the real lifecycles, one after another. */
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task, task);
    return queue;
  };

  async function unmountReal(appProps: AppProps): Promise<void> {
    if (!real || (!realMounted && !mountingReal)) return;
    realMounted = false;
    try {
      await withTimeout(runLifecycle(real.unmount, appProps), timeouts.unmount, `${name} unmount`);
    } catch (error) {
      report(error, 'unmount');
    }
  }

  async function attempt(gen: number, appProps: AppProps, focusRetry: boolean): Promise<void> {
    const spinner = setTimeout(() => gen === generation && view.showLoading(), timeouts.loadingDelay);
    let phase: FailurePhase = 'load';
    try {
      if (!real) {
        const fresh = loadFailed;
        real = await withTimeout(load({ fresh }), timeouts.load, `${name} load`);
        loadFailed = false;
      }
      if (gen !== generation) return;
      phase = 'mount';
      if (!bootstrapped) {
        await withTimeout(runLifecycle(real.bootstrap, appProps), timeouts.mount, `${name} bootstrap`);
        bootstrapped = true;
      }
      if (gen !== generation) return;
      clearTimeout(spinner);
      view.clear();
      mountingReal = true;
      await withTimeout(runLifecycle(real.mount, appProps), timeouts.mount, `${name} mount`);
      mountingReal = false;
      realMounted = true;
      // Navigated away while it mounted: take it down again.
      if (gen !== generation) await unmountReal(appProps);
    } catch (error) {
      if (phase === 'load') loadFailed = true;
      report(error, phase);
      await unmountReal(appProps);
      mountingReal = false;
      if (gen === generation) {
        view.clear();
        view.showFallback(retry, focusRetry);
      }
    } finally {
      clearTimeout(spinner);
    }
  }

  function retry(): void {
    const appProps = props;
    if (!appProps) return;
    const gen = generation;
    view.showLoading();
    void enqueue(() => attempt(gen, appProps, true));
  }

  return {
    async bootstrap() {},

    async mount(appProps) {
      generation += 1;
      props = appProps;
      const gen = generation;
      void enqueue(() => attempt(gen, appProps, false));
    },

    async unmount(appProps) {
      generation += 1;
      props = null;
      view.clear();
      // Nothing of the remote is on the page yet (still loading, or failed): return at once.
      if (!realMounted && !mountingReal) return;
      const done = enqueue(() => unmountReal(appProps));
      await withTimeout(done, timeouts.unmount, `${name} unmount`).catch((error) => report(error, 'unmount'));
    },

    crash(error) {
      report(error, 'crash');
      const gen = generation;
      const appProps = props;
      if (!appProps) return;
      void enqueue(async () => {
        if (gen !== generation) return;
        await unmountReal(appProps);
        view.clear();
        view.showFallback(retry, false);
      });
    },

    fail(error) {
      report(error, 'mount');
      if (props) {
        view.clear();
        view.showFallback(retry, false);
      }
    },
  };
}
