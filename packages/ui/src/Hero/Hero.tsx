import { useId, type ReactNode } from 'react';
import styles from './Hero.module.css';

export interface HeroProps {
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
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

/** The page's opening section: title, lead, actions and an optional illustration. */
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
