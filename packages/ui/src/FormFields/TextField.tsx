import type { InputHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from './Field';
import styles from './FormFields.module.css';

export interface TextFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required' | 'disabled' | 'children'> {
  /**
   * The input type: text, tel, url, number…
   * @default "text"
   */
  type?: string;
}

/**
 * A labelled text input with hint and error. Rules (required, maxLength,
 * pattern, min/max) come in as props.
 *
 * **When to use** For one line of text: a name, a company, a phone number. Use
 * `EmailField` for email addresses and `Textarea` for several lines.
 *
 * **Parts** The label (with the required or optional marker), the input, the
 * hint and the error.
 *
 * **Accessibility** A native `<input>` with its `<label>`; hint and error are
 * tied by `aria-describedby`, `aria-invalid` is set while there is an error,
 * and the error element is always present so a message added after a
 * submission is found.
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return (
    <Field field={props} data-component="TextField">
      {(input) => <input {...input} className={styles.input} type={type} />}
    </Field>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A text field for an email address: type email, the email keyboard, no
 * spellcheck.
 *
 * **When to use** For every email address field, so phones show the email
 * keyboard and browsers offer the address.
 *
 * **Parts** A `TextField` with `type="email"`, `autoComplete="email"` and no
 * spellcheck.
 *
 * **Accessibility** Everything a `TextField` does; the email keyboard on
 * phones and the browser's address autofill make it quicker to fill.
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField autoComplete="email" spellCheck={false} {...props} type="email" />;
}
