import type { ReactNode } from 'react';
import styles from './FormFields.module.css';

/** What every field takes: its name, label, hint and error, and whether it is required. */
export interface FieldBaseProps {
  /** The control's name in the form post, and by default its id. */
  name: string;
  /** The visible label, also the control's accessible name. Keep it short: details go in `hint`. */
  label: ReactNode;
  /**
   * The control's id: the error summary links to it.
   * @default name
   */
  id?: string;
  /** Help under the label. */
  hint?: ReactNode;
  /** The field's error message; none when valid. */
  error?: string;
  /**
   * Marks the field required: the `required` attribute, `aria-required` through it, and `requiredMarker` after the label.
   * @default false
   */
  required?: boolean;
  /**
   * Disables the control; it is not posted and not focusable.
   * @default false
   */
  disabled?: boolean;
  /**
   * Shown after the label of a required field (hidden from screen readers, which hear "required").
   * @default "*"
   */
  requiredMarker?: ReactNode;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalMarker?: ReactNode;
}

/** The ids a control points at with aria-describedby: the hint's and the error's. */
export function describedBy(id: string, hint: ReactNode) {
  return hint ? `${id}-hint ${id}-error` : `${id}-error`;
}

export function LabelText({
  label,
  required,
  requiredMarker = '*',
  optionalMarker,
}: Pick<FieldBaseProps, 'label' | 'required' | 'requiredMarker' | 'optionalMarker'>) {
  return (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true" data-part="required">
          {' '}
          {requiredMarker}
        </span>
      ) : optionalMarker ? (
        <>
          {' '}
          <span className={styles.optional}>{optionalMarker}</span>
        </>
      ) : null}
    </>
  );
}

/** The help under a field's label. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p className={styles.hint} id={`${id}-hint`} data-part="hint">
      {hint}
    </p>
  ) : null;
}

/**
 * The error under a control, in a slot that keeps its line when empty, so an error appearing or going moves no
 * field. The message is always rendered (hidden when empty) so a server can fill it.
 */
export function FieldError({ id, name, error }: { id: string; name: string; error?: string }) {
  return (
    <div className={styles.errorSlot} data-part="error-slot">
      <p className={styles.error} id={`${id}-error`} data-error-for={name} data-part="error" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
