import type { ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from '../Link';
import styles from './SolutionCard.module.css';

export interface SolutionCardProps {
  /** The solution's name, e.g. "Ocean freight": the card's heading. */
  title: string;
  /** What the solution does for the reader, in one or two sentences. */
  description: ReactNode;
  /** The solution's page: the whole card links to it. */
  href: string;
  /** An icon (decorative). */
  icon?: ReactNode;
  /** An image across the top of the card (decorative, or with its own alt text). */
  illustration?: ReactNode;
  /** A few highlights, as a checklist. */
  features?: string[];
  /**
   * The call to action at the bottom (visual only: the title is the link).
   * @default "Learn more"
   */
  linkLabel?: string;
  /**
   * Renders the link.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

/**
 * A card for one solution (ocean freight, trucking…): icon, title, text,
 * highlights.
 *
 * **When to use** On a solutions overview, one card per solution, linking to
 * its page.
 *
 * **Parts** The icon or illustration, the title, the description, the
 * highlights list and the link.
 *
 * **Accessibility** The link is the title (an `<h3>`), so each card's link is
 * named by its solution; the "Learn more →" hint is hidden from screen
 * readers.
 */
export function SolutionCard({
  title,
  description,
  href,
  icon,
  illustration,
  features,
  linkLabel = 'Learn more',
  linkComponent: Link = DefaultLink,
}: SolutionCardProps) {
  return (
    <article className={styles.card} data-component="SolutionCard">
      {illustration ? (
        <div className={styles.illustration} data-part="illustration">
          {illustration}
        </div>
      ) : null}
      <div className={styles.body}>
        {icon ? (
          <span className={styles.icon} data-part="icon">
            {icon}
          </span>
        ) : null}
        <h3 className={styles.title}>
          <Link className={styles.link} href={href}>
            {title}
          </Link>
        </h3>
        <p className={styles.description}>{description}</p>
        {features?.length ? (
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        <span className={styles.more} aria-hidden="true">
          {linkLabel} →
        </span>
      </div>
    </article>
  );
}
