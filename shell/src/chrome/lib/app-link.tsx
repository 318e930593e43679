import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { interceptedPath } from '../../root/links';

export type AppLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** A link inside the page: navigates through history (single-spa), never reloads. */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const anchor = event.currentTarget;
    const path = interceptedPath(
      {
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.defaultPrevented,
      },
      {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        rel: anchor.getAttribute('rel'),
      },
      window.location,
      () => true,
    );
    if (path === null) return;
    event.preventDefault();
    navigateToUrl(path);
  };
  return <a href={href} {...rest} onClick={handleClick} />;
}
