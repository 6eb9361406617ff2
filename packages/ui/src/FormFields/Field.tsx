import type { ReactNode } from 'react';
import { FormControl, useFormControlForwardedProps, type FormControlProps } from './FormControl';

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

type ForwardedProps = ReturnType<typeof useFormControlForwardedProps>;

/** The control's own props (what a field passes on that is not FieldBaseProps), with what the FormControl forwards. */
type ControlProps<P> = Omit<P, keyof FieldBaseProps | 'className'> & ForwardedProps;

interface FieldProps<P extends FieldBaseProps & { className?: string }>
  extends Omit<FormControlProps, 'id' | 'name' | 'required' | 'disabled' | 'className' | 'children'> {
  /** The field's props: FieldBaseProps and className frame it; the rest go to the control. */
  field: P;
  /** Draws the control from its props, or (a group) a node that reads the group itself. */
  children: ((control: ControlProps<P>) => ReactNode) | ReactNode;
}

function Control<P>({
  props,
  render,
}: {
  props: Omit<P, keyof FieldBaseProps | 'className'>;
  render: (control: ControlProps<P>) => ReactNode;
}) {
  return render({ ...props, ...useFormControlForwardedProps() });
}

/** A package field as a FormControl: label, hint and error from FieldBaseProps around the control. */
export function Field<P extends FieldBaseProps & { className?: string }>({ field, children, ...frame }: FieldProps<P>) {
  const { name, id = name, label, hint, error, required, disabled, requiredMarker, optionalMarker, className, ...control } = field;
  return (
    <FormControl {...frame} id={id} name={name} required={required} disabled={disabled} className={className}>
      <FormControl.Label requiredMarker={requiredMarker} optionalMarker={optionalMarker}>
        {label}
      </FormControl.Label>
      <FormControl.Caption>{hint}</FormControl.Caption>
      {typeof children === 'function' ? <Control props={control} render={children} /> : children}
      <FormControl.Validation>{error}</FormControl.Validation>
    </FormControl>
  );
}
