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
  /**
   * On wide screens, start a new row after this many steps (a long sequence stays readable); the last step of a
   * row has no arrow. (A data attribute, not an inline style: the site's CSP allows no inline styles.)
   * @default all steps in one row
   */
  perRow?: 2 | 3 | 4;
}

/**
 * The arrow from one step's badge to the next: an SVG without a viewBox, so its line stretches to the gap (in
 * percentages) while the arrowhead keeps its size; down when the steps are stacked, across when they are a row.
 * The first arrow, which is never hidden (only a row's last step loses its arrow, and a row has two steps or more),
 * defines the arrowhead and the others point at it: one marker per list instead of one per arrow.
 */
function StepConnector({ arrowId, definesArrow }: { arrowId: string; definesArrow: boolean }) {
  return (
    <svg className={styles.connector} data-part="connector" aria-hidden="true" focusable="false">
      {definesArrow ? (
        <defs>
          <marker id={arrowId} markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto" markerUnits="userSpaceOnUse">
            <path d="M1 1 L7 4 L1 7" />
          </marker>
        </defs>
      ) : null}
      <line className={styles.down} x1="50%" y1="0" x2="50%" y2="100%" markerEnd={`url(#${arrowId})`} />
      <line className={styles.across} x1="0" y1="50%" x2="100%" y2="50%" markerEnd={`url(#${arrowId})`} />
    </svg>
  );
}

/**
 * A numbered sequence ("How it works") drawn as a flow: stacked on phones, a
 * row on wide screens, each badge's arrow leading to the next.
 *
 * **When to use** For a process the reader goes through in order (onboarding,
 * how a shipment moves). For unordered features, use `FeatureGrid`.
 *
 * **Parts** A `<section>` with its heading and lead, and an ordered list of
 * steps (number, icon, title, description) joined by arrows.
 *
 * **Accessibility** An `<ol>`, so the count and position are read; the numbers
 * drawn on screen and the arrows are hidden from screen readers.
 */
export function Steps({ steps, title, description, perRow }: StepsProps) {
  const titleId = useId();
  const arrowId = useId();
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
      <ol className={styles.list} data-per-row={perRow}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={styles.step}
            data-part="step"
            data-row-end={perRow && (index + 1) % perRow === 0 ? '' : undefined}
          >
            <span className={styles.badge} aria-hidden="true">
              {step.icon ?? index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.description}</p>
            {index < steps.length - 1 ? <StepConnector arrowId={arrowId} definesArrow={index === 0} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
