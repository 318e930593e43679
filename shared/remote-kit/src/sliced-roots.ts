import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

/**
 * react-dom/client as single-spa-react uses it (createRoot or hydrateRoot, then render and
 * unmount), with every render made a transition. A plain root.render() of a whole page is one
 * task: on a mid-range phone the first mount of the chrome and of a remote were each a long task
 * of 100-150 ms, which is what Lighthouse counts as blocking time (issue 24). As a transition
 * React renders in slices of about 5 ms and lets the browser paint and answer taps in between;
 * what it shows is the same. Hydration started inside a transition is sliced the same way.
 */
export const slicedReactDomClient = {
  createRoot(container: Element | DocumentFragment, options?: ReactDOMClient.RootOptions) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render(children: React.ReactNode) {
        startTransition(() => root.render(children));
      },
      unmount() {
        root.unmount();
      },
    };
  },
  hydrateRoot(
    container: Element | Document,
    children: React.ReactNode,
    options?: ReactDOMClient.HydrationOptions,
  ) {
    let root: ReactDOMClient.Root | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    return {
      render(next: React.ReactNode) {
        startTransition(() => root?.render(next));
      },
      unmount() {
        root?.unmount();
      },
    };
  },
};
