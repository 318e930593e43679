import './styles.css';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App, ROOT_CLASS } from './app/app';
import { ErrorFallback } from './components/error-fallback';
import { registerTexts } from './lib/i18n';

// Texts first: the first render must already find this remote's namespace.
registerTexts();

/**
 * Exposed as "./app": single-spa lifecycles. The shell passes { domElementGetter } as custom
 * props. AppErrorBoundary inside App handles render errors with an in-place retry; this outer
 * boundary is the last resort and retries by reloading the page.
 */
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => (
    <div className={ROOT_CLASS}>
      <ErrorFallback onRetry={() => window.location.reload()} />
    </div>
  ),
});
