import { Component, type ErrorInfo, type ReactNode } from 'react';

/** One part of the chrome failing (say the top bar) must not take the tabs or toasts with it. */
export class RegionBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[cerca] chrome ${this.props.name} crashed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
