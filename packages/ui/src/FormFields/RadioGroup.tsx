import type { ReactNode } from 'react';
import { ChoiceList, type ChoiceOption } from './ChoiceList';
import { Field, type FieldBaseProps } from './Field';

/** One radio of the group: value, label, optional hint and disabled. */
export type RadioGroupOption = ChoiceOption;

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
export function RadioGroup({ legend, options, value, defaultValue, onChange, ...props }: RadioGroupProps) {
  return (
    <Field
      field={{ ...props, label: legend }}
      as="fieldset"
      // The fieldset groups the radios; the radiogroup role lets screen readers announce a required or invalid group (aria-required, aria-invalid are not allowed on a plain group).
      role="radiogroup"
      data-component="RadioGroup"
      aria-required={props.required || undefined}
    >
      <ChoiceList
        type="radio"
        options={options}
        inputProps={(option) => ({
          required: props.required,
          checked: value !== undefined ? value === option.value : undefined,
          defaultChecked: value !== undefined ? undefined : defaultValue === option.value,
          onChange: (event) => {
            if (event.currentTarget.checked) onChange?.(option.value);
          },
        })}
      />
    </Field>
  );
}
