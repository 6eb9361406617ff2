import { useId, type ReactNode } from 'react';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links. On the accent variant, use buttons that read on the accent colour (e.g. `variant="secondary"`). */
  actions?: ReactNode;
  /**
   * `accent` is a coloured band; `subtle` a quiet panel.
   * @default "accent"
   */
  variant?: 'accent' | 'subtle';
}

/** A closing band that asks for one action: request a demo, read the docs. */
export function CallToAction({ title, description, actions, variant = 'accent' }: CallToActionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-component="CallToAction" data-variant={variant}>
      <div className={styles.panel}>
        <div className={styles.text}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? (
          <div className={styles.actions} data-part="actions">
            {actions}
          </div>
        ) : null}
      </div>
    </section>
  );
}
