import { DefaultLink, type LinkComponent } from '../Link';
import styles from './DocPaginator.module.css';

/** A neighbouring page in sidebar order. */
export interface DocPaginatorLink {
  title: string;
  href: string;
}

export interface DocPaginatorProps {
  /** The page before this one in the sidebar, if any. */
  previous?: DocPaginatorLink | null;
  /** The page after this one in the sidebar, if any. */
  next?: DocPaginatorLink | null;
  /**
   * The navigation's accessible name.
   * @default "Docs pages"
   */
  label?: string;
  /**
   * The small label above the previous page's title.
   * @default "Previous"
   */
  previousLabel?: string;
  /**
   * The small label above the next page's title.
   * @default "Next"
   */
  nextLabel?: string;
  /**
   * Renders the links.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

/**
 * "Previous" / "Next" links to the neighbouring docs pages; renders nothing
 * without neighbours.
 *
 * **When to use** At the foot of every docs page, so a reader can go through
 * the docs in sidebar order.
 *
 * **Parts** A `nav` with up to two links, each with its small label
 * ("Previous", "Next") over the page title.
 *
 * **Accessibility** `nav` named by `label` ("Docs pages"); each link's name
 * includes its direction and the page title, so the two are told apart out of
 * context.
 */
export function DocPaginator({
  previous,
  next,
  label = 'Docs pages',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  linkComponent: Link = DefaultLink,
}: DocPaginatorProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label={label} data-component="DocPaginator">
      {previous ? (
        <Link className={styles.link} href={previous.href} rel="prev" data-part="previous">
          <span className={styles.sublabel}>{previousLabel}</span>
          <span className={styles.title}>
            <span aria-hidden="true">« </span>
            {previous.title}
          </span>
        </Link>
      ) : null}
      {next ? (
        <Link className={styles.link} href={next.href} rel="next" data-part="next">
          <span className={styles.sublabel}>{nextLabel}</span>
          <span className={styles.title}>
            {next.title}
            <span aria-hidden="true"> »</span>
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
