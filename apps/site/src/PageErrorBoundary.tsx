import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@freightlane/ui';

interface State {
  error: unknown;
}

/**
 * Catches a crash in a page: the page shows "This page crashed" with a
 * "Try again" button, and the navbar and footer around it keep working.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    if (this.state.error) {
      return <ErrorPage error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
