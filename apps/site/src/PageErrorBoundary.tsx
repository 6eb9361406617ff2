import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@freightlane/ui';

/** The document title while a page shows its crash. */
export const CRASHED_PAGE_TITLE = 'Page Error';

interface Props {
  /** Loads the page afresh; the boundary is remounted (a new key) when it is back. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  /** Set once the page threw, whatever it threw (even a falsy value). */
  crashed: boolean;
  error: unknown;
}

/**
 * Catches a crash in a page: the page shows "This page crashed" with the
 * message and a "Try again" button, and the navbar and footer around it
 * keep working.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { crashed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { crashed: true, error };
  }

  // The title is set here, not by <ErrorPage>'s <title>: the prerendered
  // page's <title> comes first in <head>, so a second one would not show.
  componentDidCatch() {
    document.title = CRASHED_PAGE_TITLE;
  }

  render() {
    if (this.state.crashed) {
      // Inside the layout's <main>: one main landmark, and the skip link's target stays.
      return <ErrorPage error={this.state.error} onRetry={this.props.onRetry} as="div" />;
    }
    return this.props.children;
  }
}
