import type { ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from '../Link';
import styles from './IntegrationCard.module.css';

export interface IntegrationCardProps {
  /** The integration's name, e.g. "Maersk": the card's heading and the link's name. */
  name: string;
  /** What the integration does, in a sentence: "Book ocean freight and get milestone events". */
  description: ReactNode;
  /** The integration's page. */
  href: string;
  /** The category's name, shown as a badge. */
  categoryLabel?: string;
  /** The integration's logo (decorative: the name speaks for it). */
  logo?: ReactNode;
  /**
   * Renders the link.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

/**
 * A card for one integration: logo, name, category and what it does; the whole
 * card links to its page.
 *
 * **When to use** For one integration in a grid; `IntegrationGrid` lays them
 * out with the category filter.
 *
 * **Parts** The logo, the name (a heading), the category label and the
 * description, all in one link.
 *
 * **Accessibility** One link per card named by the integration's name; the
 * logo is decorative.
 */
export function IntegrationCard({ name, description, href, categoryLabel, logo, linkComponent: Link = DefaultLink }: IntegrationCardProps) {
  return (
    <article className={styles.card} data-component="IntegrationCard">
      <div className={styles.top}>
        <span className={styles.logo} aria-hidden="true" data-part="logo">
          {logo ?? name.slice(0, 1)}
        </span>
        {categoryLabel ? (
          <span className={styles.badge} data-part="category">
            {categoryLabel}
          </span>
        ) : null}
      </div>
      <h3 className={styles.name}>
        <Link className={styles.link} href={href}>
          {name}
        </Link>
      </h3>
      <p className={styles.description}>{description}</p>
    </article>
  );
}
