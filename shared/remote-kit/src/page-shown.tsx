import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useEffect } from 'react';

/** Renders nothing; says, once its page is live in the browser, that it is. */
function PageShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

/**
 * The remote's routes with each page followed by a PageShown, which calls `onShown` once that
 * page's own code has loaded and it has rendered (for a server-rendered page: hydrated). The
 * server-rendered lifecycles then let the gateway's markup take taps: shell.css holds them until
 * then, since a tap on markup React has not hydrated, with its code still loading, is lost. The
 * server render wraps its routes the same way, so both draw one tree.
 */
export function withPageShown(routes: ReactNode, onShown: () => void): ReactNode {
  return Children.map(routes, (route) => {
    if (!isValidElement<{ element?: ReactNode }>(route) || route.props.element === undefined) return route;
    return cloneElement(route as ReactElement<{ element?: ReactNode }>, {
      element: (
        <>
          {route.props.element}
          <PageShown onShown={onShown} />
        </>
      ),
    });
  });
}
