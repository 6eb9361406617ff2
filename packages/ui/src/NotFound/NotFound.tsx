import type { ReactNode } from 'react';
import styles from './NotFound.module.css';

export interface NotFoundProps {
  /** @default "Page Not Found" */
  title?: string;
  /** @default "We could not find what you were looking for." */
  message?: string;
  /** @default "Please contact the owner of the site that linked you to the original URL and let them know their link is broken." */
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
  title = 'Page Not Found',
  message = 'We could not find what you were looking for.',
  hint = 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
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
      <p className={styles.text}>{hint}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </Root>
  );
}
