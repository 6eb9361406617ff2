import { useId, type ReactNode } from 'react';
import styles from './Steps.module.css';

export interface Step {
  title: string;
  description: ReactNode;
  /** Replaces the step's number in its badge (decorative). */
  icon?: ReactNode;
}

export interface StepsProps {
  /** The steps in order, numbered from 1: title, description and an optional icon. */
  steps: Step[];
  /** The section heading (an `<h2>`), e.g. "How it works". */
  title?: ReactNode;
  /** A lead sentence under the heading. */
  description?: ReactNode;
}

/**
 * A numbered sequence ("How it works"): stacked on phones, a row on wide
 * screens.
 *
 * **When to use** For a process the reader goes through in order (onboarding,
 * how a shipment moves). For unordered features, use `FeatureGrid`.
 *
 * **Parts** A `<section>` with its heading and lead, and an ordered list of
 * steps (number, icon, title, description).
 *
 * **Accessibility** An `<ol>`, so the count and position are read; the numbers
 * drawn on screen are hidden from screen readers to avoid reading them twice.
 */
export function Steps({ steps, title, description }: StepsProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? titleId : undefined} data-component="Steps">
      {title ? (
        <header className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>
      ) : null}
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step} data-part="step">
            <span className={styles.badge} aria-hidden="true">
              {step.icon ?? index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
