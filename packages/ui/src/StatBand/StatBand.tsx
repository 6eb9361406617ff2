import { useId, type ReactNode } from 'react';
import styles from './StatBand.module.css';

export interface Stat {
  /** The figure, e.g. "40+" or "99.9%". */
  value: string;
  /** What it counts, e.g. "countries". */
  label: string;
  description?: ReactNode;
}

export interface StatBandProps {
  /** The figures: each a value ("98.7 %"), its label ("on-time pickups") and an optional line of context. */
  stats: Stat[];
  /** A heading for screen readers and sighted readers alike; without one the band is a plain list. */
  title?: ReactNode;
}

/**
 * A band of key figures: big values over their labels, as a description list.
 *
 * **When to use** For three or four figures that prove a claim (on-time rate,
 * shipments a month), with their source nearby.
 *
 * **Parts** An optional title and a description list: each value over its
 * label and optional line of context.
 *
 * **Accessibility** A `<dl>`: each value is read with its label, so "98.7 %"
 * is never read alone.
 */
export function StatBand({ stats, title }: StatBandProps) {
  const titleId = useId();
  return (
    <section className={styles.band} aria-labelledby={title ? titleId : undefined} data-component="StatBand">
      <div className={styles.inner}>
        {title ? (
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
        ) : null}
        <dl className={styles.list}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat} data-part="stat">
              <dt className={styles.label}>{stat.label}</dt>
              <dd className={styles.value}>{stat.value}</dd>
              {stat.description ? <dd className={styles.description}>{stat.description}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
