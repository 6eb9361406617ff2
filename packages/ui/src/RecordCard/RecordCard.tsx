import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './RecordCard.module.css';

/** One field of the record: its label on the platform's screen and its value. */
export interface RecordCardField {
  label: string;
  value: string;
}

export interface RecordCardProps {
  /** The record's number, shown as its title (`Order number` / `SH25-000481`). */
  number: RecordCardField;
  /** The record's kind, shown beside the number (an order's type, e.g. `Shipment`). */
  kind?: string;
  /** The record's status, drawn as a chip and marked on the status path. */
  status: RecordCardField;
  /** The statuses the record moves through when nothing goes wrong, first to last; `status` is marked on it. */
  statusPath: string[];
  /** The party the record is for, under the title (the customer). */
  party?: RecordCardField;
  /** Where the goods start, left of the route line. */
  origin?: RecordCardField;
  /** Where the goods end, right of the route line. */
  destination?: RecordCardField;
  /** The other fields, listed as label and value in the order given. */
  fields?: RecordCardField[];
  /** The visible caption under the picture, which names the figure; say there that it is an illustration. */
  caption: ReactNode;
  /**
   * The name of the status path.
   * @default 'Status path'
   */
  statusPathLabel?: string;
}

/** Fields as a description list, each label and value grouped in a `<div>` so the list can lay them out as cells. */
function LabelledValues({ className, fields }: { className: string; fields: RecordCardField[] }) {
  return (
    <dl className={className}>
      {fields.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chip's tone: where the status stands on the path (first, on the way, last) or off it (a hold, a cancellation). */
function statusTone(index: number, length: number) {
  if (index < 0) return 'attention';
  if (index === length - 1) return 'done';
  return index === 0 ? 'neutral' : 'active';
}

/**
 * One record of the platform (an order) drawn as its screen shows it: number,
 * kind and status chip, the party, the route, a few fields under their screen
 * labels and the status path with the current step marked. HTML and CSS only,
 * so it is sharp at every width and follows the colour mode.
 *
 * **When to use** On a marketing or manual page that explains a record, below
 * the fold, to show the product honestly: pass the documented fields and
 * statuses (from the entity model) and invented, plausible values. Not for
 * real data or as a working form.
 *
 * **Parts** A `<figure>`: the screen (a header with number, kind, party and
 * status chip; the route from origin to destination; the status path; the
 * field list) and a `<figcaption>`.
 *
 * **Accessibility** The caption names the figure. The screen is its own text
 * alternative, read in order: the fields as a description list, the status
 * with its label, the status path as a named list whose current step has
 * `aria-current="step"`. The route's arrow and the step marks are drawn by CSS.
 */
export function RecordCard({
  number,
  kind,
  status,
  statusPath,
  party,
  origin,
  destination,
  fields = [],
  caption,
  statusPathLabel = 'Status path',
}: RecordCardProps) {
  const captionId = useId();
  const pathId = useId();
  const current = statusPath.indexOf(status.value);
  const places = [origin, destination].filter((f): f is RecordCardField => Boolean(f));

  return (
    <figure className={styles.root} data-component="RecordCard" aria-labelledby={captionId}>
      <div className={styles.screen}>
        <div className={styles.header}>
          <dl className={styles.pairs}>
            <dt>{number.label}</dt>
            <dd className={styles.number}>
              {number.value}
              {kind ? <span className={styles.kind}>{kind}</span> : null}
            </dd>
            {party ? (
              <>
                <dt>{party.label}</dt>
                <dd>{party.value}</dd>
              </>
            ) : null}
          </dl>
          <p className={styles.chip} data-tone={statusTone(current, statusPath.length)}>
            <VisuallyHidden>{status.label}: </VisuallyHidden>
            {status.value}
          </p>
        </div>

        {places.length ? <LabelledValues className={styles.route} fields={places} /> : null}

        <div className={styles.path}>
          <span id={pathId}>{statusPathLabel}</span>
          <ol aria-labelledby={pathId}>
            {statusPath.map((step, i) => (
              <li
                key={step}
                data-state={current < 0 || i > current ? 'upcoming' : i === current ? 'current' : 'done'}
                aria-current={i === current ? 'step' : undefined}
              >
                <span />
                {step}
              </li>
            ))}
          </ol>
        </div>

        {fields.length ? <LabelledValues className={styles.fields} fields={fields} /> : null}
      </div>
      <figcaption id={captionId}>{caption}</figcaption>
    </figure>
  );
}
