import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ChromeApp } from './app/app';

/**
 * The chrome as a single-spa application, always active. Its React root lives in the overlays
 * container (dialogs, onboarding, toasts) and portals into the top bar and the tabs.
 */
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ChromeApp,
  domElementGetter: () => document.getElementById('cerca-overlays') ?? document.body,
  errorBoundary: (error) => {
    console.error('[cerca] chrome crashed', error);
    // Each region has its own boundary; reaching this one means the chrome root itself failed.
    return React.createElement(React.Fragment);
  },
});
