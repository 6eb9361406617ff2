import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, LabelText, type FieldBaseProps } from './Field';
import styles from './FormFields.module.css';

export interface TextareaProps
  extends FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required' | 'disabled' | 'children'> {}

/** A labelled multi-line text field with hint and error. */
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
