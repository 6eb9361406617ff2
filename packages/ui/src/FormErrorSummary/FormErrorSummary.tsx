import { useEffect, useId, useRef, type MouseEvent } from 'react';
import styles from './FormErrorSummary.module.css';

/** One error: the field's name and its message. */
export interface FormError {
  /** The field's name; by default its id too. */
  name: string;
  message: string;
  /**
   * Where the link leads.
   * @default `#${name}`
   */
  href?: string;
}

export interface FormErrorSummaryProps {
  /** The errors in the order of their fields; each links to `#name` (or its `href`). Empty hides the summary. */
  errors: FormError[];
  /**
   * The summary's heading.
   * @default "There is a problem"
   */
  title?: string;
  /**
   * Change it on each failed submission (a submit count): the summary takes focus again.
   * It also takes focus whenever it appears.
   */
  focusKey?: unknown;
}

/**
 * The GOV.UK-style error summary: a heading and the errors as links to their
 * fields, focused when a submission fails. Always rendered (hidden when empty)
 * and marked `data-error-summary`, so a server can fill it for a submission
 * without JavaScript.
 *
 * **When to use** At the top of every form, above its fields, and filled when
 * a submission fails.
 *
 * **Parts** A heading ("There is a problem") and a list of links, one per
 * error, to the field in error.
 *
 * **Accessibility** A `role="region"` named by its heading; it takes focus
 * (`tabIndex=-1`) when it appears and again whenever `focusKey` changes, so
 * the heading and the errors are read at once. Each link moves focus to its
 * field, whose own error is tied to it by `aria-describedby`.
 */
export function FormErrorSummary({ errors, title = 'There is a problem', focusKey }: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  const goTo = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
    if (!target) return;
    event.preventDefault();
    // Show the question too: the label, or the legend of a group.
    const caption = document.querySelector(`label[for="${CSS.escape(target.id)}"]`) ?? target.closest('fieldset')?.querySelector('legend');
    (caption ?? target).scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <div
      ref={ref}
      className={styles.summary}
      tabIndex={-1}
      aria-labelledby={titleId}
      role="region"
      data-component="FormErrorSummary"
      data-error-summary=""
      hidden={!hasErrors}
    >
      <div role="alert">
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        <ul className={styles.list} data-part="list">
          {errors.map((error) => {
            const href = error.href ?? `#${error.name}`;
            return (
              <li key={error.name}>
                <a className={styles.link} href={href} onClick={goTo(href)}>
                  {error.message}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
