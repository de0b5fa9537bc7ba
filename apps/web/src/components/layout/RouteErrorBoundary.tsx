import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from '@/components/layout/RouteErrorScreen';

type Props = { children: ReactNode };
type State = { failed: boolean };

// Catches render errors below the router, most often a page chunk that failed to download
// after a new release, and offers a reload instead of a blank screen.
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Stave could not render this page', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
