import type { ReactNode } from 'react';
import { describedBy, FieldError, FieldHint, LabelText, type FieldBaseProps } from './Field';
import styles from './FormFields.module.css';

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<FieldBaseProps, 'label'> {
  /**
   * The first radio's id: the error summary links to it.
   * @default name
   */
  id?: string;
  /** The question the options answer: the fieldset's legend. */
  legend: ReactNode;
  /** The choices, in order: value, label, optional hint and disabled. */
  options: RadioGroupOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value when the reader picks another radio. */
  onChange?: (value: string) => void;
  /** Extra class on the fieldset. */
  className?: string;
}

/**
 * One choice among a few options, as native radios under one legend, all
 * posted under `name`: the browser gives the arrow keys (move and choose) and
 * one Tab stop. The first radio carries the group's id, so an error summary
 * link lands on it.
 *
 * **When to use** When the reader must pick exactly one of two to six options
 * that are worth seeing at once. More options: a `Select`.
 *
 * **Parts** A `<fieldset>` with its `<legend>`, the hint, the radios with
 * their labels and hints, and the error.
 *
 * **Accessibility** Native radios: one Tab stop for the group, arrow keys move
 * and choose. The legend names the group; hint and error are tied by
 * `aria-describedby`.
 */
export function RadioGroup({
  name,
  id = name,
  legend,
  hint,
  error,
  required,
  disabled,
  requiredMarker,
  optionalMarker,
  options,
  value,
  defaultValue,
  onChange,
  className,
}: RadioGroupProps) {
  return (
    <fieldset
      className={className ? `${styles.field} ${styles.fieldset} ${className}` : `${styles.field} ${styles.fieldset}`}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the fieldset groups the radios; the radiogroup role lets screen readers announce a required or invalid group (aria-required, aria-invalid are not allowed on a plain group).
      role="radiogroup"
      data-component="RadioGroup"
      data-invalid={error ? '' : undefined}
      aria-describedby={describedBy(id, hint)}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <legend className={styles.label}>
        <LabelText label={legend} required={required} requiredMarker={requiredMarker} optionalMarker={optionalMarker} />
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className={styles.choices}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                className={styles.box}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                checked={value !== undefined ? value === option.value : undefined}
                defaultChecked={value !== undefined ? undefined : defaultValue === option.value}
                onChange={(event) => {
                  if (event.currentTarget.checked) onChange?.(option.value);
                }}
              />
              <label className={styles.choiceLabel} htmlFor={optionId}>
                {option.label}
              </label>
              {option.hint ? (
                <p className={`${styles.hint} ${styles.choiceHint}`} id={`${optionId}-hint`}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldError id={id} name={name} error={error} />
    </fieldset>
  );
}
