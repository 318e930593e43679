import { describe, expect, it, vi } from 'vitest';
import { type AppProps, type RemoteLifecycles, toLifecycles, withTimeout } from './lifecycles';
import { createResilientApp, type OutletView } from './resilient-app';

const props: AppProps = { name: 'mf_test' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeView() {
  const events: string[] = [];
  let retry: (() => void) | null = null;
  const view: OutletView = {
    showLoading: () => events.push('loading'),
    showFallback: (onRetry) => {
      retry = onRetry;
      events.push('fallback');
    },
    clear: () => events.push('clear'),
  };
  return { view, events, retry: () => retry?.() };
}

function fakeRemote(options: { mountFails?: boolean } = {}) {
  const calls: string[] = [];
  const lifecycles: RemoteLifecycles = {
    bootstrap: async () => {
      calls.push('bootstrap');
    },
    mount: async () => {
      calls.push('mount');
      if (options.mountFails) throw new Error('boom');
    },
    unmount: async () => {
      calls.push('unmount');
    },
  };
  return { lifecycles, calls };
}

describe('resilient remote lifecycles', () => {
  it('mounts the remote when it loads', async () => {
    const { view, events } = fakeView();
    const remote = fakeRemote();
    const app = createResilientApp({ name: 'mf_test', view, load: async () => remote.lifecycles });
    await app.mount(props);
    await flush();
    expect(remote.calls).toEqual(['bootstrap', 'mount']);
    expect(events).not.toContain('fallback');
    await app.unmount(props);
    expect(remote.calls).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('never rejects when loading fails: shows the fallback, and Reintentar mounts the real app', async () => {
    const { view, events, retry } = fakeView();
    const remote = fakeRemote();
    const load = vi
      .fn<(o: { fresh: boolean }) => Promise<RemoteLifecycles>>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValue(remote.lifecycles);
    const failures: string[] = [];
    const app = createResilientApp({
      name: 'mf_test',
      view,
      load,
      onFailure: (_e, phase) => failures.push(phase),
    });

    await expect(app.mount(props)).resolves.toBeUndefined();
    await flush();
    expect(events.at(-1)).toBe('fallback');
    expect(failures).toEqual(['load']);

    retry();
    await flush();
    expect(load).toHaveBeenLastCalledWith({ fresh: true });
    expect(remote.calls).toEqual(['bootstrap', 'mount']);
  });

  it('shows the fallback when mounting throws, and cleans up the half-mounted remote', async () => {
    const { view, events } = fakeView();
    const remote = fakeRemote({ mountFails: true });
    const app = createResilientApp({ name: 'mf_test', view, load: async () => remote.lifecycles });
    await app.mount(props);
    await flush();
    expect(remote.calls).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(events.at(-1)).toBe('fallback');
  });

  it('swaps a remote that crashes while rendering for the fallback', async () => {
    const { view, events } = fakeView();
    const remote = fakeRemote();
    const app = createResilientApp({ name: 'mf_test', view, load: async () => remote.lifecycles });
    await app.mount(props);
    await flush();
    app.crash(new Error('render error'));
    await flush();
    expect(remote.calls).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(events.at(-1)).toBe('fallback');
  });

  it('does not wait for a slow load when navigating away, and does not mount it afterwards', async () => {
    const { view } = fakeView();
    const remote = fakeRemote();
    let resolveLoad: (value: RemoteLifecycles) => void = () => {};
    const app = createResilientApp({
      name: 'mf_test',
      view,
      load: () => new Promise((resolve) => (resolveLoad = resolve)),
    });
    await app.mount(props);
    await app.unmount(props); // resolves although the load is still pending
    resolveLoad(remote.lifecycles);
    await flush();
    expect(remote.calls).toEqual([]);
  });

  it('times out a hanging load and shows the fallback', async () => {
    const { view, events } = fakeView();
    const app = createResilientApp({
      name: 'mf_test',
      view,
      load: () => new Promise(() => {}),
      timeouts: { load: 5, loadingDelay: 1 },
    });
    vi.useFakeTimers();
    try {
      const mounted = app.mount(props);
      // Past the loading delay and the load timeout, on the test's clock.
      await vi.advanceTimersByTimeAsync(30);
      await mounted;
    } finally {
      vi.useRealTimers();
    }
    expect(events).toContain('loading');
    expect(events.at(-1)).toBe('fallback');
  });
});

describe('exposed module shape', () => {
  it('accepts named or default lifecycles', () => {
    const fn = async () => {};
    expect(toLifecycles({ bootstrap: fn, mount: fn, unmount: fn }, 'x').mount).toBe(fn);
    expect(toLifecycles({ default: { mount: [fn], unmount: fn } }, 'x').bootstrap).toEqual([]);
  });

  it('rejects anything else', () => {
    expect(() => toLifecycles(null, 'mf_x')).toThrow(/mf_x/);
    expect(() => toLifecycles({ mount: 1, unmount: 2 }, 'mf_x')).toThrow();
  });

  it('times out', async () => {
    await expect(withTimeout(new Promise(() => {}), 5, 'x')).rejects.toThrow(/within 5 ms/);
    await expect(withTimeout(Promise.resolve(1), 5, 'x')).resolves.toBe(1);
  });
});
