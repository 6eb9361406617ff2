import { useId, type ReactNode } from 'react';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  /** The band's heading (an `<h2>`): the action's promise, e.g. "See your lanes in one place". */
  title: ReactNode;
  /** One or two sentences under the heading that remove the last doubt (a trial, no card needed). */
  description?: ReactNode;
  /** Buttons or links. On the accent variant, use buttons that read on the accent colour (e.g. `variant="secondary"`). */
  actions?: ReactNode;
  /**
   * `accent` is a coloured band; `subtle` a quiet panel.
   * @default "accent"
   */
  variant?: 'accent' | 'subtle';
}

/**
 * A closing band that asks for one action: request a demo, read the docs.
 *
 * **When to use** Once, at the end of a marketing page, to ask for the action
 * the page argued for. Not in the middle of content (use a `Button` there).
 *
 * **Parts** A `<section>` with its heading, an optional description and the
 * actions (usually one primary and one secondary `Button`).
 *
 * **Accessibility** The heading is an `<h2>` and names the section; actions
 * are ordinary buttons or links in reading order. Both variants keep AA
 * contrast for the text and the buttons.
 */
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
