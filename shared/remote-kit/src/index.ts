// What every remote is built on: its single-spa lifecycles and provider, its query cache and
// the pages all remotes show. Importing it also installs the base page styles once per page:
// @cerca/remote-kit is a Module Federation singleton, so every remote shares this copy.
import './styles.css';

export { ErrorFallback, type ErrorFallbackProps } from './components/error-fallback';
export { PageLoader } from './components/page-loader';
export { RequireSession } from './components/require-session';
export { declaredRoutes, type RouteDeclarations, type RoutePages } from './declared-routes';
export { createRemoteLifecycles, type RemoteLifecyclesOptions, remoteRootClass } from './lifecycles';
export { createQueryClient, shouldRetry } from './query-client';
export { useDeferredAnswer } from './use-deferred-answer';
