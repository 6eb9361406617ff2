import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, LabelText, type FieldBaseProps } from './Field';
import styles from './FormFields.module.css';

export interface TextareaProps
  extends FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required' | 'disabled' | 'children'> {
  /**
   * The height in lines of text before it scrolls.
   * @default 5
   */
  rows?: number;
}

/**
 * A labelled multi-line text field with hint and error.
 *
 * **When to use** For free text of a sentence or more: a message, what the
 * reader ships.
 *
 * **Parts** The label, the `<textarea>` (the reader can drag it taller), the
 * hint and the error.
 *
 * **Accessibility** A native `<textarea>` with its `<label>`; hint and error
 * are tied by `aria-describedby`; `aria-invalid` while in error.
 */
export function Textarea({
  name,
  id = name,
  label,
  hint,
  error,
  required,
  disabled,
  requiredMarker,
  optionalMarker,
  rows = 5,
  className,
  ...textarea
}: TextareaProps) {
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-component="Textarea"
      data-invalid={error ? '' : undefined}
    >
      <label className={styles.label} htmlFor={id}>
        <LabelText label={label} required={required} requiredMarker={requiredMarker} optionalMarker={optionalMarker} />
      </label>
      <FieldHint id={id} hint={hint} />
      <textarea
        {...textarea}
        className={`${styles.input} ${styles.textarea}`}
        id={id}
        name={name}
        rows={rows}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint)}
      />
      <FieldError id={id} name={name} error={error} />
    </div>
  );
}
