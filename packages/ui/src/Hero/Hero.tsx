import { useId, type ReactNode } from 'react';
import styles from './Hero.module.css';

export interface HeroProps {
  /** The page's main heading (an `<h1>` unless `titleAs`): what the page offers in one line. */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** The lead paragraph under the title: who it is for and what changes for them. */
  description?: ReactNode;
  /** Buttons or links (e.g. `<Button href>`). */
  actions?: ReactNode;
  /** An image or drawing beside the text on wide screens, below it on narrow ones. */
  illustration?: ReactNode;
  /**
   * The title's heading level.
   * @default "h1"
   */
  titleAs?: 'h1' | 'h2';
}

/**
 * The page's opening section: title, lead, actions and an optional
 * illustration.
 *
 * **When to use** Once, at the top of a marketing page.
 *
 * **Parts** An optional eyebrow, the title, the description, the actions and
 * an optional illustration beside them (below on phones).
 *
 * **Accessibility** The title is the page's `<h1>` (or `<h2>` with `titleAs`);
 * an illustration that carries meaning needs its own text alternative, a
 * decorative one `aria-hidden`.
 */
export function Hero({ title, eyebrow, description, actions, illustration, titleAs: Title = 'h1' }: HeroProps) {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId} data-component="Hero" data-layout={illustration ? 'split' : 'centered'}>
      <div className={styles.inner}>
        <div className={styles.content}>
          {eyebrow ? (
            <p className={styles.eyebrow} data-part="eyebrow">
              {eyebrow}
            </p>
          ) : null}
          <Title className={styles.title} id={titleId}>
            {title}
          </Title>
          {description ? (
            <p className={styles.description} data-part="description">
              {description}
            </p>
          ) : null}
          {actions ? (
            <div className={styles.actions} data-part="actions">
              {actions}
            </div>
          ) : null}
        </div>
        {illustration ? (
          <div className={styles.illustration} data-part="illustration">
            {illustration}
          </div>
        ) : null}
      </div>
    </section>
  );
}
