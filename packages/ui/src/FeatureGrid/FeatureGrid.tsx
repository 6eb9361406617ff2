import { useId, type ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from '../Link';
import styles from './FeatureGrid.module.css';

export interface Feature {
  title: string;
  description: ReactNode;
  /** An icon (decorative: give it aria-hidden). */
  icon?: ReactNode;
  /** Makes the feature's title a link. */
  href?: string;
}

export interface FeatureGridProps {
  /** The features, in reading order: title, a line or two of description, an optional icon and link. */
  features: Feature[];
  /** The section heading (an `<h2>`) above the grid. */
  title?: ReactNode;
  /** A lead sentence under the heading. */
  description?: ReactNode;
  /**
   * Columns on wide screens (one on phones, two on tablets).
   * @default 3
   */
  columns?: 2 | 3 | 4;
  /**
   * Renders the links.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

/**
 * A titled grid of features, each with an icon, a title and a line or two.
 *
 * **When to use** To list three to eight parallel features of a product or
 * solution, each in a sentence. For a sequence, use `Steps`.
 *
 * **Parts** A `<section>` with its heading and lead, then a list of features
 * (icon, `<h3>` title, description, optional link).
 *
 * **Accessibility** A `<ul>` of features, each headed by an `<h3>` under the
 * section's `<h2>`, so the outline stays right; icons are decorative.
 */
export function FeatureGrid({ features, title, description, columns = 3, linkComponent: Link = DefaultLink }: FeatureGridProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? titleId : undefined} data-component="FeatureGrid">
      <div className={styles.inner}>
        {title ? (
          <header className={styles.header}>
            <h2 className={styles.title} id={titleId}>
              {title}
            </h2>
            {description ? <p className={styles.description}>{description}</p> : null}
          </header>
        ) : null}
        <ul className={styles.grid} data-columns={columns}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.feature} data-part="feature">
              {feature.icon ? (
                <span className={styles.icon} data-part="icon">
                  {feature.icon}
                </span>
              ) : null}
              <h3 className={styles.featureTitle}>{feature.href ? <Link href={feature.href}>{feature.title}</Link> : feature.title}</h3>
              <p className={styles.featureText}>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
