import type { ReactNode } from 'react';
import { DefaultLink, isExternalHref, type LinkComponent } from '../Link';
import styles from './Footer.module.css';

/** One link of a footer column. */
export interface FooterLinkItem {
  label: string;
  /** A path on the site ("/about") or an external URL. */
  href: string;
}

/** A titled column of links. */
export interface FooterColumn {
  title: string;
  items: FooterLinkItem[];
}

export interface FooterProps {
  /** The link columns, in display order. */
  columns: FooterColumn[];
  /** The copyright line, e.g. "Copyright © 2025 Example". */
  copyright: ReactNode;
  /** Shown above the columns on narrow screens and beside them on wide ones. */
  brand?: ReactNode;
  /**
   * Renders internal links; external ones are always plain anchors.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * The accessible name of the footer's link navigation.
   * @default "Footer"
   */
  navLabel?: string;
  /**
   * Links shown in the bottom row beside the copyright line, such as the
   * privacy and security notices. None by default.
   */
  bottomLinks?: FooterLinkItem[];
  /**
   * The accessible name of the bottom row's navigation.
   * @default "Legal"
   */
  bottomNavLabel?: string;
}

function FooterLink({ item, Link }: { item: FooterLinkItem; Link: LinkComponent }) {
  return isExternalHref(item.href) ? (
    <a className={styles.link} href={item.href} rel="noopener noreferrer">
      {item.label}
    </a>
  ) : (
    <Link className={styles.link} href={item.href}>
      {item.label}
    </Link>
  );
}

/**
 * The site footer: columns of links, then a bottom row with the copyright line
 * and optional links beside it, in a `<footer>` landmark.
 *
 * **When to use** Once per page, at the end of the layout.
 *
 * **Parts** Link columns (each with its title), the copyright line, and the
 * optional bottom links (privacy, security) in their own navigation.
 *
 * **Accessibility** A `<footer>` landmark; the columns are in a `nav` named by
 * `navLabel` and the bottom links in one named by `bottomNavLabel`; column
 * titles are headings, so readers can jump between them.
 */
export function Footer({
  columns,
  copyright,
  brand,
  linkComponent: Link = DefaultLink,
  navLabel = 'Footer',
  bottomLinks = [],
  bottomNavLabel = 'Legal',
}: FooterProps) {
  return (
    <footer className={styles.footer} data-component="Footer">
      <div className={styles.inner} data-has-brand={brand ? '' : undefined}>
        {brand ? (
          <div className={styles.brand} data-part="brand">
            {brand}
          </div>
        ) : null}
        <nav className={styles.columns} aria-label={navLabel}>
          {columns.map((column) => (
            <div key={column.title} className={styles.column} data-part="column">
              <h2 className={styles.title}>{column.title}</h2>
              <ul className={styles.list}>
                {column.items.map((item) => (
                  <li key={item.href + item.label}>
                    <FooterLink item={item} Link={Link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom} data-has-links={bottomLinks.length > 0 ? '' : undefined}>
        <p className={styles.copyright} data-part="copyright">
          {copyright}
        </p>
        {bottomLinks.length > 0 ? (
          <nav aria-label={bottomNavLabel} data-part="bottom-links">
            <ul className={styles.bottomList}>
              {bottomLinks.map((item) => (
                <li key={item.href + item.label}>
                  <FooterLink item={item} Link={Link} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
