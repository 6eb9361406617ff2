import type { InputHTMLAttributes, ReactNode } from 'react';
import { ChoiceList, type ChoiceOption } from './ChoiceList';
import { Field, type FieldBaseProps } from './Field';
import styles from './FormFields.module.css';

export interface CheckboxProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required' | 'disabled' | 'children' | 'type'> {}

/**
 * One labelled checkbox (a consent, an opt-in) with hint and error.
 *
 * **When to use** For one yes/no choice the reader makes on purpose (consent,
 * a newsletter). For several options use `CheckboxGroup`.
 *
 * **Parts** The native checkbox, its label, the hint and the error message.
 *
 * **Accessibility** A native `<input type="checkbox">` with its `<label>`:
 * Space toggles it. Hint and error are tied by `aria-describedby`,
 * `aria-invalid` is set while there is an error, and the required marker is
 * hidden from screen readers, which hear "required".
 */
export function Checkbox(props: CheckboxProps) {
  return (
    <Field field={props} layout="horizontal" data-component="Checkbox">
      {(input) => <input {...input} className={styles.box} type="checkbox" />}
    </Field>
  );
}

/** One box of the group: value, label, optional hint and disabled. */
export type CheckboxGroupOption = ChoiceOption;

export interface CheckboxGroupProps extends Omit<FieldBaseProps, 'label'> {
  /**
   * The first box's id: the error summary links to it.
   * @default name
   */
  id?: string;
  /** The question the boxes answer: the fieldset's legend. */
  legend: ReactNode;
  /** The boxes, in order: value, label, optional hint and disabled. */
  options: CheckboxGroupOption[];
  /** The checked values (controlled). */
  value?: string[];
  /** The values checked at first (uncontrolled). */
  defaultValue?: string[];
  /** Called with every checked value after each change. */
  onChange?: (values: string[]) => void;
  /** Extra class on the fieldset. */
  className?: string;
}

/**
 * Several checkboxes under one legend, all posted under `name`. The first box
 * carries the group's id, so an error summary link lands on it.
 *
 * **When to use** When the reader may pick any number of a few options (up to
 * about eight). For one of them use `RadioGroup`; for many, a `Select`.
 *
 * **Parts** A `<fieldset>` with its `<legend>`, the hint, the boxes with their
 * labels and hints, and the error.
 *
 * **Accessibility** The legend names the group for every box; Tab visits each
 * box and Space toggles it. The first box carries the group's id, so the error
 * summary's link lands on it.
 */
export function CheckboxGroup({ legend, options, value, defaultValue, onChange, ...props }: CheckboxGroupProps) {
  return (
    <Field field={{ ...props, label: legend }} as="fieldset" data-component="CheckboxGroup">
      <ChoiceList
        type="checkbox"
        options={options}
        inputProps={(option) => ({
          checked: value ? value.includes(option.value) : undefined,
          defaultChecked: value ? undefined : defaultValue?.includes(option.value),
          onChange: (event) => {
            if (!onChange) return;
            const box = event.currentTarget;
            const next = value
              ? box.checked
                ? [...value, option.value]
                : value.filter((v) => v !== option.value)
              : [...(box.closest('fieldset')?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((b) => b.value);
            onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
          },
        })}
      />
    </Field>
  );
}
