import type { ReactNode } from 'react';
import styles from './NotFound.module.css';

export interface NotFoundProps {
  /** @default "Page not found" */
  title?: string;
  /** What happened. @default "There is no page at this address. It may have moved, or the link may have a typo." */
  message?: string;
  /** A second paragraph, e.g. where to go from here. */
  hint?: string;
  /**
   * A document title while shown (e.g. "Page Not Found"), rendered as a `<title>`
   * that React moves into `<head>`. None by default: a prerendered page has
   * its own `<title>` first, and a second one would not show.
   * @default null
   */
  documentTitle?: string | null;
  /** Extra content under the texts, e.g. a link home or a search button. */
  children?: ReactNode;
  /**
   * The element around the content: `main` where it is the page's main content on its own, `div` inside a
   * layout that has its own `<main>` (a document has one main landmark).
   * @default "main"
   */
  as?: 'main' | 'div';
}

/**
 * The not-found page's content.
 *
 * **When to use** As the content of the site's 404 page and of a route that
 * matches nothing.
 *
 * **Parts** The title ("Page Not Found"), the message, the hint, and any
 * `children` (links to search or the home page).
 *
 * **Accessibility** `<main>` (or `as="div"` in a layout with its own) with the
 * title as `<h1>`; a `<title>` only when `documentTitle` is given.
 */
export function NotFound({
  title = 'Page not found',
  message = 'There is no page at this address. It may have moved, or the link may have a typo.',
  hint,
  documentTitle = null,
  children,
  as: Root = 'main',
}: NotFoundProps) {
  return (
    <Root className={styles.page} data-component="NotFound">
      {documentTitle ? <title>{documentTitle}</title> : null}
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{message}</p>
      {hint ? <p className={styles.text}>{hint}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </Root>
  );
}
