import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './components/error-fallback';

interface Props {
  /** The remote's Module Federation name, e.g. "mf_driver": it prefixes the console report. */
  name: string;
  children: ReactNode;
  onReset?: () => void;
}

interface State {
  error: Error | null;
}

/** Unlike single-spa-react's own boundary, this one can reset, so 'Reintentar' re-renders in place. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}]`, error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={this.reset} />;
    return this.props.children;
  }
}
