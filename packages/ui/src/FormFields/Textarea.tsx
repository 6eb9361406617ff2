import type { TextareaHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from './Field';
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
export function Textarea({ rows = 5, ...props }: TextareaProps) {
  return (
    <Field field={props} data-component="Textarea">
      {(textarea) => <textarea {...textarea} className={`${styles.input} ${styles.textarea}`} rows={rows} />}
    </Field>
  );
}
