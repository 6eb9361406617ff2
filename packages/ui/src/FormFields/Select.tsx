import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from './Field';
import styles from './FormFields.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'required' | 'disabled' | 'children' | 'multiple'> {
  /** The options, in order: value, label and optional disabled. */
  options: SelectOption[];
  /** The text of an empty first option, which leaves a required select unanswered. */
  placeholder?: string;
}

/**
 * A labelled native select with hint and error.
 *
 * **When to use** To pick one of many known options (a country, a fleet size).
 * For a handful, a `RadioGroup` shows them at once.
 *
 * **Parts** The label, the native `<select>` with an optional empty
 * placeholder option, the hint and the error.
 *
 * **Accessibility** A native `<select>`: the platform's own keyboard and
 * screen-reader behaviour. Hint and error are tied by `aria-describedby`;
 * `aria-invalid` while in error.
 */
export function Select({ options, placeholder, ...props }: SelectProps) {
  return (
    <Field field={props} data-component="Select">
      {(select) => (
        <select {...select} className={`${styles.input} ${styles.select}`}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
