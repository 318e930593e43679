// By file: the shell does not load the remote kit itself, only this small module of it.
import { slicedReactDomClient } from '@cerca/remote-kit/sliced-roots';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { ChromeApp } from './app/app';

/**
 * The chrome as a single-spa application, always active. Its React root lives in the overlays
 * container (dialogs, onboarding, toasts) and portals into the top bar and the tabs.
 */
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  // Mounted in slices, not as one long task (sliced-roots.ts).
  ReactDOMClient: slicedReactDomClient as never,
  rootComponent: ChromeApp,
  domElementGetter: () => document.getElementById('cerca-overlays') ?? document.body,
  errorBoundary: (error) => {
    console.error('[cerca] chrome crashed', error);
    // Each region has its own boundary; reaching this one means the chrome root itself failed.
    return React.createElement(React.Fragment);
  },
});
