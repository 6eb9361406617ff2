import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './FormFields.module.css';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The label, a verb for what the form does: "Request a demo". */
  children: ReactNode;
  /** While true the button says `submittingLabel`, shows a spinner and ignores presses (it keeps focus). */
  submitting?: boolean;
  /**
   * The text while submitting.
   * @default "Sending…"
   */
  submittingLabel?: ReactNode;
}

/**
 * The form's submit button, with a submitting state.
 *
 * **When to use** Once per form, as its last control.
 *
 * **Parts** A primary `<button type="submit">` whose label becomes
 * `submittingLabel` while `submitting`.
 *
 * **Accessibility** While submitting it is `aria-disabled` (it stays
 * focusable, so focus is not lost) and a second press does nothing.
 */
export function SubmitButton({
  children,
  submitting = false,
  submittingLabel = 'Sending…',
  className,
  onClick,
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      {...rest}
      type="submit"
      className={className ? `${styles.submit} ${className}` : styles.submit}
      data-component="SubmitButton"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-disabled={submitting || undefined}
      onClick={(event) => {
        if (submitting) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {submitting ? submittingLabel : children}
    </button>
  );
}
