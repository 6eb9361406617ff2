import { Button } from '../Button';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  /** The error that crashed the page; its message and causes are shown. */
  error: unknown;
  /** Re-renders the page (clears the error boundary). */
  onRetry: () => void;
  /**
   * The heading.
   * @default "This page crashed"
   */
  title?: string;
  /**
   * The button's text.
   * @default "Try again"
   */
  retryLabel?: string;
  /**
   * A document title while shown (e.g. "Page Error"), rendered as a `<title>`
   * that React moves into `<head>`. None by default: a prerendered page has
   * its own `<title>` first, and a second one would not show.
   * @default null
   */
  documentTitle?: string | null;
  /**
   * The element around the content: `main` where it is the page's main content on its own, `div` inside a
   * layout that has its own `<main>` (a document has one main landmark).
   * @default "main"
   */
  as?: 'main' | 'div';
}

/** The message of an error followed by those of its causes. */
export function errorChainMessage(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth += 1) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join('\n\nCause:\n');
}

/**
 * The fallback of the page's error boundary: what crashed and a way to try
 * again.
 *
 * **When to use** As the fallback of the error boundary around a page's
 * content, so a crash leaves the navbar and footer working.
 *
 * **Parts** The title ("This page crashed"), the error chain as text, and the
 * retry button.
 *
 * **Accessibility** Rendered as `<main>` (or `as="div"` inside a layout's own
 * `<main>`); the title is an `<h1>`; "Try again" is a real `<button>`.
 */
export function ErrorPage({
  error,
  onRetry,
  title = 'This page crashed',
  retryLabel = 'Try again',
  documentTitle = null,
  as: Root = 'main',
}: ErrorPageProps) {
  return (
    <Root className={styles.page} data-component="ErrorPage">
      {documentTitle ? <title>{documentTitle}</title> : null}
      <h1 className={styles.title}>{title}</h1>
      <pre className={styles.message} data-part="message">
        {errorChainMessage(error)}
      </pre>
      <Button size="lg" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Root>
  );
}
