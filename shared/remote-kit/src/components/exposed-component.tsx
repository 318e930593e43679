import type { ExposedModuleId, ExposedModules } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { ErrorState, Spinner } from '@cerca/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { RemoteErrorBoundary } from '../error-boundary';
import { loadExposedModule } from '../exposed-module';
import { KIT_NS } from '../i18n';

/** The exposed modules whose default export is a React component. */
export type ExposedComponentId = {
  [Id in ExposedModuleId]: ExposedModules[Id] extends { default: ComponentType<infer _Props> } ? Id : never;
}[ExposedModuleId];

/** The props the contract gives the component exposed as `Id`. */
export type ExposedComponentProps<Id extends ExposedComponentId> = ExposedModules[Id] extends {
  default: ComponentType<infer Props extends object>;
}
  ? Props
  : never;

type LoadState<Props> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; Component: ComponentType<Props> };

/**
 * Renders a component another remote exposes, loading it on first render (not before: a page
 * that never shows it never downloads it). While it loads, a spinner; when it cannot load or it
 * throws, a Spanish error with 'Reintentar' in its place, and the rest of the page keeps working.
 */
export function ExposedComponent<Id extends ExposedComponentId>({
  id,
  props,
}: {
  id: Id;
  props: ExposedComponentProps<Id>;
}) {
  const { t } = useTranslation(KIT_NS);
  const [state, setState] = useState<LoadState<ExposedComponentProps<Id>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadExposedModule(id, { fresh: attempt > 0 }).then(
      (module) => {
        const Component = (module as { default?: unknown }).default;
        if (!current) return;
        if (typeof Component === 'function') {
          setState({ status: 'ready', Component: Component as ComponentType<ExposedComponentProps<Id>> });
        } else {
          console.error(`[cerca] ${id} exposes no React component`);
          setState({ status: 'failed' });
        }
      },
      (error: unknown) => {
        console.error(`[cerca] ${id} unavailable`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') {
    return (
      <div data-testid="exposed-module-error">
        <ErrorState
          title={t('exposedModule.title')}
          description={t('exposedModule.description')}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      </div>
    );
  }
  return (
    <RemoteErrorBoundary name={id}>
      <Loaded Component={state.Component} props={props} />
    </RemoteErrorBoundary>
  );
}

/**
 * The loaded component with its props. Apart so the props are one plain type parameter: spread
 * straight from ExposedComponentProps<Id>, TypeScript expands the conditional type over every
 * exposed module and refuses the JSX.
 */
function Loaded<Props extends object>({
  Component,
  props,
}: {
  Component: ComponentType<Props>;
  props: Props;
}) {
  return <Component {...props} />;
}
